import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './router';

beforeEach(() => {
  // No request is answered: the routes' loaders start their queries, nothing more.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

/** Starts the router and waits until its navigation settles. */
async function started(app: ReturnType<typeof createAppRouter>) {
  app.start();
  await vi.waitFor(() => expect(app.router.state.initialized && app.router.state.navigation.state === 'idle').toBe(true), {
    timeout: 30_000,
  });
  return app.router;
}

describe('the app router, built in one task and started in the next (decision 113)', () => {
  it('opens the address it was built on', async () => {
    window.location.hash = '#/brands';
    const router = await started(createAppRouter());
    expect(router.state.location.pathname).toBe('/brands');
    router.dispose();
  });

  it('opens an address that changed between building and starting, not the one it was built on', async () => {
    window.location.hash = '#/search?keyword=x';
    const app = createAppRouter();
    window.location.hash = '#/brands';
    const router = await started(app);
    expect(router.state.location.pathname).toBe('/brands');
    expect(window.location.hash).toBe('#/brands');
    router.dispose();
  });
});
