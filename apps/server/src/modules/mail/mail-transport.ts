import MailComposer from 'nodemailer/lib/mail-composer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/** One rendered mail as the delivery job hands it to a transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One-click unsubscribe (RFC 8058): the URL of `List-Unsubscribe`, for notification mails. */
  unsubscribeUrl?: string;
}

/**
 * How a failed attempt ended. `rejected`: the server answered with an error code, so it did not take the mail
 * (4xx: try again later; 5xx: it never will). `unsent`: the connection, TLS or login failed before the mail
 * was offered. `unknown`: the connection broke while or after the mail was sent, without an answer — it may
 * have arrived, so it is not sent again (a mail is sent at most once).
 */
export type DeliveryFailure =
  | { kind: 'rejected'; permanent: boolean; message: string }
  | { kind: 'unsent'; message: string }
  | { kind: 'unknown'; message: string };

export class MailDeliveryError extends Error {
  constructor(readonly failure: DeliveryFailure) {
    super(failure.message);
    this.name = 'MailDeliveryError';
  }
}

export interface MailTransport {
  /** smtp: handed to the SMTP server; outbox: only kept in the embedded outbox. */
  readonly kind: 'smtp' | 'outbox';
  /** Delivers one mail; throws MailDeliveryError saying whether it may be tried again. */
  send(mail: OutgoingMail): Promise<{ messageId: string | null }>;
}

/** Without SMTP_URL: the mail is kept in the database, where staff read it in the console (发件箱). */
export const outboxTransport: MailTransport = {
  kind: 'outbox',
  send: async () => ({ messageId: null }),
};

const CONNECT_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the start (smtps://); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
  rejectUnauthorized: boolean;
}

/** Reads SMTP_URL: `smtp://user:pass@host:587` or `smtps://…:465`, `?tls.rejectUnauthorized=false` optional. */
export function smtpSettingsOf(smtpUrl: string): SmtpSettings {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    rejectUnauthorized: url.searchParams.get('tls.rejectUnauthorized') !== 'false',
  };
}

/** The failure as staff read it: the server's answer or the error, without the SMTP password. */
function describe(error: unknown): string {
  const e = error as { message?: string; response?: string; code?: string };
  return String(e.response ?? e.message ?? error).slice(0, 400);
}

function responseCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' ? code : undefined;
}

/**
 * SMTP with nodemailer's connection and composer, one connection per mail, in three steps so a failure says
 * whether the mail may have been delivered: connect (+ STARTTLS as offered), log in, send.
 */
export function smtpTransport(settings: SmtpSettings, from: string): MailTransport {
  const connectionOptions = {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    tls: { rejectUnauthorized: settings.rejectUnauthorized },
  };

  return {
    kind: 'smtp',
    async send(mail) {
      const headers: Record<string, string> = {};
      if (mail.unsubscribeUrl) {
        headers['List-Unsubscribe'] = `<${mail.unsubscribeUrl}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      const node = new MailComposer({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers,
      }).compile();
      const message = await node.build();
      const messageId = node.messageId();
      const envelope = node.getEnvelope();

      const connection = new SMTPConnection(connectionOptions);
      let step: 'connect' | 'login' | 'send' = 'connect';
      // A failure reaches the step's callback, or — while connecting, or when the socket breaks — only the
      // connection's error/end events: each step waits for whichever comes first.
      let broken: ((error: unknown) => void) | undefined;
      connection.on('error', (error) => broken?.(error));
      connection.on('end', () => broken?.(Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' })));
      const stepDone = (run: (done: (error?: unknown) => void) => void) =>
        new Promise<void>((resolve, reject) => {
          broken = reject;
          run((error) => (error ? reject(error) : resolve()));
        });
      try {
        await stepDone((done) => connection.connect(() => done()));
        if (settings.auth) {
          step = 'login';
          const auth = settings.auth;
          await stepDone((done) => connection.login(auth, (error) => done(error ?? undefined)));
        }
        step = 'send';
        await stepDone((done) =>
          connection.send({ from: envelope.from || from, to: envelope.to }, message, (error) => done(error ?? undefined)),
        );
        broken = undefined;
        connection.quit();
        return { messageId };
      } catch (error) {
        broken = undefined;
        connection.close();
        const responseCode = responseCodeOf(error);
        const text = describe(error);
        if (step === 'send' && responseCode === undefined) throw new MailDeliveryError({ kind: 'unknown', message: text });
        if (responseCode !== undefined && step !== 'connect')
          throw new MailDeliveryError({ kind: 'rejected', permanent: responseCode >= 500 && step === 'send', message: text });
        throw new MailDeliveryError({ kind: 'unsent', message: text });
      }
    },
  };
}
