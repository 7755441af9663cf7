import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginFlag } from '../lib/login-flag';

/**
 * Spec §5: before each navigation to a non-public route, a missing login flag sends the visitor to
 * /login (with a return path). Only the flag's presence is checked.
 */
export function requireLoginFlag({ request }: LoaderFunctionArgs) {
  if (loginFlag.isSet()) return null;
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}
