import { lineText } from '@daigou/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSRF_COOKIE } from '../plugins/csrf';
import { notFoundPage, paymentPage } from './sandbox-page';
import { type SandboxProvider, sandboxPayPath } from './sandbox-provider';

const params = z.object({ rechargeId: z.string().regex(/^[A-Za-z0-9]{8,48}$/) });
const formBody = z.object({ _csrf: lineText(200).optional() }).optional();

/** The sandbox provider's pages: what a payer sees at a real provider's checkout. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ provider: SandboxProvider }> = async (app, { provider }) => {
  async function render(request: FastifyRequest, reply: FastifyReply, rechargeId: string, error?: string) {
    const payment = await provider.getPayment(rechargeId);
    // helmet's default `no-referrer` makes Chromium send `Origin: null` with this page's form posts, which the
    // CSRF check refuses; same-origin keeps the Origin while still sending no referrer to other sites.
    reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8');
    if (!payment) return reply.status(404).send(notFoundPage());
    const html = await paymentPage({
      payment,
      pageUrl: `${request.protocol}://${request.host}${sandboxPayPath(rechargeId)}`,
      csrfToken: request.cookies[CSRF_COOKIE] ?? '',
      now: app.clock.now(),
      error,
    });
    return reply.send(html);
  }

  app.get(
    '/pay/sandbox/:rechargeId',
    { schema: { tags: ['payments'], summary: '沙箱支付页面（HTML）', params } },
    async (request, reply) => render(request, reply, request.params.rechargeId),
  );

  app.post(
    '/pay/sandbox/:rechargeId/confirm',
    { schema: { tags: ['payments'], summary: '沙箱支付：确认支付（表单）', params, body: formBody } },
    async (request, reply) => {
      const { rechargeId } = request.params;
      const { payment, delivered } = await provider.confirm(rechargeId);
      if (!payment) return render(request, reply, rechargeId);
      if (payment.status !== 'paid') return render(request, reply, rechargeId, '支付单已关闭或已过期');
      if (!delivered) request.log.warn({ rechargeId }, 'sandbox notification not accepted; reconciliation will credit it');
      return reply.redirect(`/#/charge/success?rechargeId=${encodeURIComponent(rechargeId)}`, 303);
    },
  );

  app.post(
    '/pay/sandbox/:rechargeId/cancel',
    { schema: { tags: ['payments'], summary: '沙箱支付：取消支付（表单）', params, body: formBody } },
    async (request, reply) => {
      const { rechargeId } = request.params;
      await provider.cancel(rechargeId);
      return reply.redirect(sandboxPayPath(rechargeId), 303);
    },
  );
};
