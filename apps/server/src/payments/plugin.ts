import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentSettings } from '../payment-settings';
import { AlipayProvider } from './alipay-provider';
import type { PaymentProvider } from './payment-provider';
import { PaymentProviders } from './payment-providers';
import { type NotificationTransport, SandboxProvider } from './sandbox-provider';
import { sandboxRoutes } from './sandbox-routes';
import { WechatProvider } from './wechat-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment providers (PAYMENT_PROVIDER). */
    payments: PaymentProviders;
  }
}

/**
 * Notifications travel over HTTP to the server's own notify endpoint, as a real provider's would: over
 * the network when the server listens, otherwise (tests) through Fastify's injected HTTP requests.
 */
function selfTransport(app: FastifyInstance): NotificationTransport {
  return async (path, form) => {
    const payload = new URLSearchParams(form).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object') {
      const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
      const origin = host.includes(':') ? `http://[${host}]:${address.port}` : `http://${host}:${address.port}`;
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      return response.text();
    }
    const response = await app.inject({ method: 'POST', url: path, headers, payload });
    return response.body;
  };
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = paymentSettings(app.config);
    const list: PaymentProvider[] = [];
    let sandbox: SandboxProvider | undefined;
    for (const name of settings.providers) {
      if (name === 'sandbox') {
        sandbox = new SandboxProvider(app.db, app.clock, selfTransport(app));
        list.push(sandbox);
      } else if (name === 'wechat' && settings.wechat) list.push(new WechatProvider(settings.wechat));
      else if (name === 'alipay' && settings.alipay) list.push(new AlipayProvider(settings.alipay));
    }
    app.decorate('payments', new PaymentProviders(list, sandbox));
    if (sandbox) await app.register(sandboxRoutes, { provider: sandbox });
  },
  { name: 'payments' },
);
