/** `ids` with the item at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
