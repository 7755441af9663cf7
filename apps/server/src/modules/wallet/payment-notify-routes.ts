import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../payments/payment-provider';
import { handlePaymentNotification } from './recharge-notifications';

/** A JSON body kept as it arrived (WeChat Pay signs the exact bytes) beside its parse. */
interface RawJson {
  raw: string;
  json: unknown;
}

const isRawJson = (body: unknown): body is RawJson =>
  typeof body === 'object' && body !== null && 'raw' in body && typeof (body as RawJson).raw === 'string';

/**
 * `POST /api/pay/notify/{provider}` for each configured provider (CSRF-exempt: the provider calls it). The
 * reply is the provider's own (`success`, 204) only once the notification's effect has committed; anything
 * refused or failed gets the provider's failure reply, so it tries again later.
 */
export const paymentNotifyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes keep the JSON text. Forms (Alipay, sandbox) come decoded by formbody.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const raw = String(body);
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      json = null;
    }
    done(null, { raw, json } satisfies RawJson);
  });

  const route = (provider: PaymentProvider) =>
    app.post(
      `/api/pay/notify/${provider.name}`,
      {
        config: { csrfExempt: true },
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['payments'],
          summary: `支付异步通知（${provider.name}；支付服务商调用，验签后入账，入账提交后才回复成功）`,
          body: z.unknown(),
        },
      },
      async (request, reply) => {
        const body = request.body;
        const incoming = isRawJson(body)
          ? { rawBody: body.raw, fields: (body.json ?? {}) as Record<string, unknown>, headers: request.headers }
          : {
              rawBody: '',
              fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
              headers: request.headers,
            };
        let accepted = false;
        try {
          accepted = await handlePaymentNotification(app.db, provider, incoming, app.clock.now(), request.log);
        } catch (error) {
          request.log.error({ err: error, provider: provider.name }, 'payment notification failed; the provider will retry');
          const answer = provider.notificationReply(false);
          return reply.status(500).type(answer.contentType).send(answer.body);
        }
        const answer = provider.notificationReply(accepted);
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      },
    );

  for (const provider of app.payments.list) route(provider);
};
