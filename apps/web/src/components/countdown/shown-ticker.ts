import { subscribeSecond } from './server-clock';

/**
 * Runs `onTick` every second while `element` is on screen (and once when it comes back into view), never
 * while it is off screen: sixty cards' countdowns below the fold cost a second-by-second render and layout
 * of the whole list on a slow phone, for text nobody sees (decision 091). One IntersectionObserver serves
 * every countdown; where there is none (old WebViews, tests) the tick always runs.
 */
const watched = new Map<Element, (shown: boolean) => void>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) watched.get(entry.target)?.(entry.isIntersecting);
  });
  return observer;
}

export function tickWhileShown(element: Element, onTick: () => void): () => void {
  const io = sharedObserver();
  if (!io) return subscribeSecond(onTick);
  let unsubscribe: (() => void) | undefined;
  watched.set(element, (shown) => {
    if (shown && !unsubscribe) {
      onTick();
      unsubscribe = subscribeSecond(onTick);
    } else if (!shown && unsubscribe) {
      unsubscribe();
      unsubscribe = undefined;
    }
  });
  io.observe(element);
  return () => {
    io.unobserve(element);
    watched.delete(element);
    unsubscribe?.();
  };
}
