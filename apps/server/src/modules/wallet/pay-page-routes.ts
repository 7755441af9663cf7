import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { qrPayPage } from '../../payments/qr-pay-page';
import { findRechargeForPayPage } from './recharge-service';

const rechargeNo = z.string().regex(/^[A-Za-z0-9]{8,48}$/);
const successPath = (id: string) => `/#/charge/success?rechargeId=${encodeURIComponent(id)}`;

/**
 * This site's page of a real provider's payment (`payUrl`): a QR payment shows its QR (for a payer who
 * opens it on another screen), a redirect payment goes on to the provider's cashier while it can still be
 * paid. `/pay/return/{provider}` is where the cashier sends the payer back: on to the success screen.
 */
export const payPageRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const provider of app.payments.list) {
    if (provider.name === 'sandbox') continue;
    app.get(
      `/pay/${provider.name}/:rechargeId`,
      {
        schema: {
          tags: ['payments'],
          summary: `${provider.name} 支付页（二维码或跳转至收银台）`,
          params: z.object({ rechargeId: rechargeNo }),
        },
      },
      async (request, reply) => {
        const row = await findRechargeForPayPage(app.db, request.params.rechargeId);
        reply.header('cache-control', 'no-store');
        if (!row || row.provider !== provider.name || !row.pay_url) return reply.redirect('/#/users/charge', 303);
        const open = row.status === 'pending' && app.clock.now() < Number(row.expires_at);
        if (!open) return reply.redirect(successPath(row.recharge_no), 303);
        if (row.pay_mode === 'redirect') return reply.redirect(row.pay_url, 303);
        const html = await qrPayPage({
          channel: row.channel,
          yuanFen: Number(row.yuan_fen),
          qrContent: row.pay_url,
          backUrl: successPath(row.recharge_no),
        });
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );
  }

  app.get(
    '/pay/return/:provider',
    {
      schema: {
        tags: ['payments'],
        summary: '支付完成后返回本站（转到充值结果页）',
        params: z.object({ provider: z.enum(['wechat', 'alipay', 'sandbox']) }),
        querystring: z.looseObject({ rechargeId: rechargeNo.optional(), out_trade_no: rechargeNo.optional() }),
      },
    },
    async (request, reply) => {
      const id = request.query.rechargeId ?? request.query.out_trade_no;
      return reply.redirect(id ? successPath(id) : '/#/users/charge', 303);
    },
  );
};
