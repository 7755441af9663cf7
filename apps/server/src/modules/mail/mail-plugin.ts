import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { MailMode } from '@daigou/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrlOf } from '../../config';
import { type MailDeliveryReport, runMailDeliveryPass } from './mail-delivery';
import { type MailTransport, outboxTransport, smtpSettingsOf, smtpTransport } from './mail-transport';

export interface MailService {
  /** smtp when SMTP_URL is set; otherwise outbox (mails are only kept for staff to read). */
  mode: MailMode;
  /** Absolute links in mails start here (PUBLIC_URL). */
  publicUrl: string;
  /** One delivery pass now (the background job calls it; tests call it directly). */
  deliver(): Promise<MailDeliveryReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/mail/unsubscribe?t=${token}`;
}

/** The mail transport chosen by the configuration, and a delivery pass bound to this app (decision 042). */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, MAIL_FROM } = app.config;
    const transport: MailTransport = SMTP_URL && MAIL_FROM ? smtpTransport(smtpSettingsOf(SMTP_URL), MAIL_FROM) : outboxTransport;
    const instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 128);
    const publicUrl = publicUrlOf(app.config);
    app.decorate('mail', {
      mode: transport.kind,
      publicUrl,
      deliver: () =>
        runMailDeliveryPass({
          db: app.db,
          transport,
          now: app.clock.now(),
          instance,
          publicUrl,
          unsubscribeUrlOf: (mail) => (mail.unsubscribe_token ? unsubscribeUrl(publicUrl, mail.unsubscribe_token) : undefined),
          log: app.log,
        }),
    } satisfies MailService);
  },
  { name: 'mail' },
);
