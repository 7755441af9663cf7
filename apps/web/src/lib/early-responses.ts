declare global {
  interface Window {
    /** Answers index.html's inline script asked for before the app loaded (app/early-requests.ts), by URL. */
    __daigouEarly?: Record<string, Promise<Response>>;
  }
}

/** The early answer for exactly this URL, once: later asks of the same URL go to the network. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = window.__daigouEarly;
  const response = early?.[url];
  if (response) delete early[url];
  return response;
}

/** Whether index.html's inline script asked calls that the app has not taken yet (a first visit's first screen). */
export function hasEarlyResponses(): boolean {
  const early = window.__daigouEarly;
  return early !== undefined && Object.keys(early).length > 0;
}
