import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, mayReloadForChunk, RELOAD_WINDOW_MS } from './chunk-reload';

afterEach(() => sessionStorage.clear());

describe('reloading once for a chunk that failed to load', () => {
  it('knows the failed-import errors of Chromium, Firefox, Safari and Vite, and nothing else', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/guide-1.js',
      'error loading dynamically imported module: http://x/assets/guide-1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/guide-1.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('takes one reload per window, and another only after it', () => {
    const now = 1_000_000;
    expect(mayReloadForChunk(now)).toBe(true);
    expect(claimChunkReload(now)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(now));
    expect(mayReloadForChunk(now + 1000)).toBe(false);
    expect(claimChunkReload(now + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimChunkReload(now + RELOAD_WINDOW_MS)).toBe(true);
  });
});
