/**
 * How a notice about an order names its item (decision 078): the order's Chinese title as the member read it
 * when ordering (`orders.title_zh`, decision 044) in 「」, cut to `max` characters; never the seller's Japanese.
 * An order whose Chinese title is still empty (placed before Chinese titles, until the backfill reaches it) is
 * named by `fallback` instead — the notice's title already carries its DG number.
 */
export function noticeItem(order: { title_zh: string }, max = 60, fallback = ''): string {
  const zh = order.title_zh.trim();
  return zh ? `「${zh.slice(0, max)}」` : fallback;
}

/** The item title a notice mail quotes: the Chinese title, or none (the mail then omits the line). */
export function mailItemTitle(order: { title_zh: string }): string | null {
  return order.title_zh.trim() || null;
}
