/**
 * A screen's script file that fails to load (an open tab after a redeploy: the old file names are gone)
 * reloads the page once, to fetch the new index.html and its new files. A second failure within
 * RELOAD_WINDOW_MS is shown instead (with 重试), so a file that is really missing never loops.
 */
export const CHUNK_RELOAD_KEY = 'daigou_chunk_reload_at';
export const RELOAD_WINDOW_MS = 30_000;

/** Errors of a failed dynamic import or of Vite's preload of a chunk's CSS, in Chromium, Firefox and Safari. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i.test(
    error.message,
  );
}

function readMark(): number {
  try {
    return Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Whether a reload may be tried: only online (offline, a reload shows the browser's own error page), and
 * only once per window. Reads only (it is asked while rendering).
 */
export function mayReloadForChunk(now = Date.now()): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return now - readMark() >= RELOAD_WINDOW_MS;
}

/** Takes the one reload of the window (remembers it); false when it was already taken. Call from an effect. */
export function claimChunkReload(now = Date.now()): boolean {
  if (!mayReloadForChunk(now)) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}
