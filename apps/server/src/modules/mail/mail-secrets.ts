/**
 * Tokens in mail links (password reset, email confirmation, unsubscribe) act for the member. Once a mail went
 * out over SMTP, and whenever staff read mails while SMTP is the delivery, they are shown as `…` (decision 043).
 */
const TOKEN_IN_LINK = /([?&](?:token|t)=)[A-Za-z0-9_-]{16,}/g;

export function redactSecrets(body: string): string {
  return body.replace(TOKEN_IN_LINK, '$1…');
}

/**
 * Links in queued mails may start with this placeholder instead of PUBLIC_URL: services that queue mail deep in
 * a transaction do not know the site's address; the delivery job and the outbox fill it in.
 */
export const SITE_PLACEHOLDER = '{{site}}';

export const expandSiteLinks = (body: string, publicUrl: string) => body.replaceAll(SITE_PLACEHOLDER, publicUrl);
