import { refuse } from './errors';

/** A new order must name every item of the list exactly once. */
export function checkReorder(current: number[], ids: number[]): void {
  const wanted = new Set(ids);
  if (wanted.size !== ids.length || ids.length !== current.length || !current.every((id) => wanted.has(id))) {
    throw refuse('排序列表与当前内容不一致，请刷新后重试');
  }
}
