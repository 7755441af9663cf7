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
