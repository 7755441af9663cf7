/** The `redirect` query parameter, only when it is an in-app path (never another site). */
export function safeRedirect(value: string | null, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/login') || value.startsWith('/register')) return fallback;
  return value;
}
