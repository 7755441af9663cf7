import { Button } from 'primereact/button';

/** `ids` with the item at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** Up and down for the row at `index` of an ordered list; `onMove` gets the ids in their new order. */
export function MoveButtons({
  ids,
  index,
  disabled,
  onMove,
}: {
  ids: number[];
  index: number;
  disabled: boolean;
  onMove: (ids: number[]) => void;
}) {
  return (
    <span>
      <Button
        icon="pi pi-arrow-up"
        text
        size="small"
        aria-label="上移"
        disabled={disabled || index === 0}
        onClick={() => onMove(moved(ids, index, -1))}
      />
      <Button
        icon="pi pi-arrow-down"
        text
        size="small"
        aria-label="下移"
        disabled={disabled || index === ids.length - 1}
        onClick={() => onMove(moved(ids, index, 1))}
      />
    </span>
  );
}
