import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope. */
  from: string;
  to: string[];
  /** Whether the session was upgraded with STARTTLS, and who logged in. */
  secure: boolean;
  user: string | undefined;
  parsed: ParsedMail;
  raw: string;
}

/** What the fake does with the next messages: accept, refuse with an SMTP code, or drop the connection. */
export type DataReply = { kind: 'accept' } | { kind: 'refuse'; code: number; message?: string } | { kind: 'drop' };

/**
 * A real SMTP server on the loopback address (the `smtp-server` package) for tests: STARTTLS offered with the
 * package's own test certificate, AUTH PLAIN/LOGIN with one user, every accepted message parsed and kept.
 */
export class FakeSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Replies for the next messages, in order; when empty, messages are accepted. */
  readonly replies: DataReply[] = [];
  private server: SMTPServer;
  port = 0;

  constructor(
    readonly user = 'mailer',
    readonly pass = 'secret-pass',
  ) {
    this.server = new SMTPServer({
      logger: false,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.user && auth.password === this.pass) callback(null, { user: auth.username });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onData: (stream, session, callback) => {
        const reply = this.replies.shift() ?? { kind: 'accept' };
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (reply.kind === 'drop') {
            // The whole message arrived, and the connection ends without an answer.
            for (const connection of this.server.connections) connection.close();
            return;
          }
          if (reply.kind === 'refuse') {
            callback(Object.assign(new Error(reply.message ?? 'Try again later'), { responseCode: reply.code }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : undefined,
            parsed: await simpleParser(raw),
            raw,
          });
          callback(null);
        });
      },
    });
    // The package's built-in certificate is for tests only: it says so on stderr once; that is expected here.
    this.server.on('error', () => {});
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  /** SMTP_URL for the app: STARTTLS with the fake's self-signed certificate, logged in. */
  get url(): string {
    return `smtp://${this.user}:${this.pass}@127.0.0.1:${this.port}?tls.rejectUnauthorized=false`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
