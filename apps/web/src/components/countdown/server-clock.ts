import { useSyncExternalStore } from 'react';

/**
 * The server's clock as seen from the browser: answers that carry `serverTime` correct the offset, so
 * countdowns do not depend on the member's clock being right.
 */
let offsetMs = 0;

export function syncServerClock(serverTime: number, receivedAt = Date.now()): void {
  offsetMs = serverTime - receivedAt;
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

// One ticker for every countdown on the page: a second-aligned interval while anyone listens.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let tick = serverNow();

/** Calls `listener` every second (one interval for all listeners, running while any listens). */
export function subscribeSecond(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    tick = serverNow();
    timer = setInterval(() => {
      tick = serverNow();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The server time, re-rendering every second. */
export function useServerNow(): number {
  return useSyncExternalStore(subscribeSecond, () => tick);
}
