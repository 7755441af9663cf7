/** /categories?id=: the category being looked at; 0 (the roots) when absent or not a positive integer. */
export function categoryIdOf(params: URLSearchParams): number {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
