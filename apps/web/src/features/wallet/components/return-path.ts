/**
 * Where to go after a top-up started from somewhere else (the settle screen's "top up" link): kept in
 * sessionStorage per top-up, because the pay page sends the payer to /charge/success by itself.
 */
const KEY = 'daigou_charge_return';

/** Only in-app paths: '/x', never '//host' or a URL. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

export function rememberReturnPath(rechargeId: string, path: string | null): void {
  try {
    if (path) sessionStorage.setItem(KEY, JSON.stringify({ rechargeId, path }));
  } catch {
    // Storage may be unavailable (private mode): the success page then offers the generic links.
  }
}

export function returnPathFor(rechargeId: string | null): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { rechargeId?: string; path?: string } | null;
    return saved && saved.rechargeId === rechargeId ? safeReturnPath(saved.path) : null;
  } catch {
    return null;
  }
}
