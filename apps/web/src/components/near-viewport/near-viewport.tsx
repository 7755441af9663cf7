import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once their place comes within `margin` of the screen: a first screen's sections
 * below the fold (their calls and their render) wait until the member scrolls toward them, so the part
 * in view is drawn first (decision 056). Until then an empty block of `minHeight` holds the place.
 */
export function NearViewport({
  children,
  minHeight,
  margin = '400px',
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // As a transition: the section renders in short slices, not in one long task as it comes near.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place} style={{ minHeight }} />;
}
