/**
 * A route whose `lazy` rejects is never rendered by React Router (it keeps waiting for the route, and shows
 * nothing, not even its error boundary). A chunk that fails to load instead becomes a screen that throws
 * that error, which the route's own error boundary shows (reloading once first, route-error.tsx).
 */
export function failingInPlace<T extends object>(load: () => Promise<T>): () => Promise<T | { Component(): never }> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      return {
        Component(): never {
          throw error;
        },
      };
    }
  };
}
