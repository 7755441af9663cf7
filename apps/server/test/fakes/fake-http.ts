import { generateKeyPairSync } from 'node:crypto';
import { EventEmitter } from 'node:events';
import http from 'node:http';

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

/** A fresh RSA-2048 key pair in PEM (PKCS#8 private, SPKI public): each fake and each merchant has its own. */
export function rsaKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}

/** How a fake reaches the merchant's notify URL; the default is a real HTTP request. */
export type Deliver = (
  url: string,
  init: { headers: Record<string, string>; body: string },
) => Promise<{ status: number; body: string }>;

export const fetchDeliver: Deliver = async (url, init) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: init.headers,
    body: init.body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
};

export interface Delivery {
  kind: 'payment' | 'refund';
  outTradeNo: string;
  attempt: number;
  status: number;
  body: string;
}

export function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The part every fake shares: an HTTP server on 127.0.0.1, notification deliveries with retries, waiting. */
export abstract class FakeServer {
  readonly deliveries: Delivery[] = [];
  protected readonly events = new EventEmitter();
  private readonly timers = new Set<NodeJS.Timeout>();
  private server: http.Server | undefined;
  private closed = false;
  /** Base URL with a trailing slash, once listening. */
  baseUrl = '';
  /** Every request received, `METHOD /path` (Alipay: its `method` parameter too), in order. */
  readonly requests: string[] = [];
  /**
   * Hold every answer this long before giving it (a slow gateway); `Infinity` never answers (a silent one,
   * the caller's time-out ends the call). The request has reached the gateway and is handled after the hold.
   */
  holdRepliesMs = 0;

  constructor(
    protected readonly deliver: Deliver,
    /** The provider's retry schedule in seconds; each second lasts `msPerSecond` here (compressed). */
    private readonly retrySeconds: number[],
    private readonly msPerSecond: number,
  ) {
    this.events.setMaxListeners(0);
  }

  protected abstract handle(request: http.IncomingMessage, response: http.ServerResponse, body: string): Promise<void>;

  async listen(port = 0): Promise<this> {
    this.server = http.createServer((request, response) => {
      readBody(request)
        .then(async (body) => {
          this.requests.push(`${request.method} ${this.describe(request, body)}`);
          if (this.holdRepliesMs === Number.POSITIVE_INFINITY) return;
          if (this.holdRepliesMs > 0) await this.pause(this.holdRepliesMs);
          if (this.closed) return;
          await this.handle(request, response, body);
        })
        .catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address !== 'object') throw new Error('fake not listening');
    this.baseUrl = `http://127.0.0.1:${address.port}/`;
    return this;
  }

  /** How a request is named in `requests`: its path by default. */
  protected describe(request: http.IncomingMessage, _body: string): string {
    return new URL(request.url ?? '/', 'http://fake').pathname;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const closing = new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    // Requests held without an answer would keep the server open.
    this.server?.closeAllConnections();
    await closing;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }

  /**
   * Sends a notification until the merchant accepts it or the schedule runs out, as the provider does; each
   * attempt is built anew (fresh timestamp and signature). Answers whether it was accepted.
   */
  protected async deliverWithRetries(
    kind: Delivery['kind'],
    outTradeNo: string,
    url: string | (() => string),
    build: () => { headers: Record<string, string>; body: string },
    accepted: (reply: { status: number; body: string }) => boolean,
  ): Promise<boolean> {
    for (let attempt = 1; attempt <= this.retrySeconds.length + 1 && !this.closed; attempt++) {
      let reply: { status: number; body: string };
      try {
        reply = await this.deliver(typeof url === 'function' ? url() : url, build());
      } catch (error) {
        reply = { status: 0, body: String(error) };
      }
      const delivery = { kind, outTradeNo, attempt, status: reply.status, body: reply.body };
      this.deliveries.push(delivery);
      this.events.emit('delivery', delivery);
      if (accepted(reply)) return true;
      if (attempt <= this.retrySeconds.length) await this.pause(this.retrySeconds[attempt - 1] * this.msPerSecond);
    }
    return false;
  }

  /** Resolves once `check` holds (checked now and after every delivery or state change); rejects after `timeoutMs`. */
  waitFor<T>(check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const test = () => {
        const value = check();
        if (value) {
          cleanup();
          resolve(value);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error('fake: condition not met in time'));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.events.off('delivery', test);
        this.events.off('change', test);
      };
      this.events.on('delivery', test);
      this.events.on('change', test);
      test();
    });
  }

  protected changed(): void {
    this.events.emit('change');
  }

  protected sendHtml(response: http.ServerResponse, html: string): void {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  }
}
