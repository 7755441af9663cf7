import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first commit, true one transition later: a screen draws its first view (what a phone
 * shows before any scroll) in a commit of its own, painted before the rest is rendered, in short slices, and
 * laid out (decision 107). The largest picture of the first view is then painted without waiting for the
 * sections below it.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
