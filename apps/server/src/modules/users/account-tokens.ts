import { randomBytes } from 'node:crypto';
import { hashToken } from '../../plugins/session';

/**
 * A single-use account token (decision 043): 256 random bits, base64url (43 characters) in the link; only
 * its SHA-256 is stored, so the table alone opens nothing.
 */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export { hashToken };

/** The link a token travels in: a route of the web app (hash router), under PUBLIC_URL. */
export const resetPasswordUrl = (publicUrl: string, token: string) => `${publicUrl}/#/reset?token=${token}`;
export const confirmEmailUrl = (publicUrl: string, token: string) => `${publicUrl}/#/confirm-email?token=${token}`;
export const loginUrl = (publicUrl: string) => `${publicUrl}/#/login`;
