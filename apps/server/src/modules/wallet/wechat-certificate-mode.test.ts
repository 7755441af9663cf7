import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentTestApp, type PaymentTestApp } from '../../../test/fakes/payment-test-kit';
import { balanceOf, expectMoneyInvariants, memberClient } from '../../../test/kits/world';

/**
 * WeChat Pay in the older verification mode: the merchant holds the platform certificate (an X.509 file,
 * WECHATPAY_PLATFORM_CERT) instead of a WeChat Pay public key; replies and notifications name the
 * certificate's serial in `Wechatpay-Serial`. Runs on SQLite and PostgreSQL.
 */
let t: PaymentTestApp;
beforeAll(async () => {
  t = await createPaymentTestApp({ providers: 'wechat', wechatCertificateMode: true });
});
afterAll(async () => {
  await expectMoneyInvariants(t.database.db);
  await t.close();
});

describe('WeChat Pay with a platform certificate', () => {
  it('verifies the gateway reply and the notification by the certificate serial and credits once', async () => {
    expect(t.wechat.serial).toMatch(/^[0-9A-F]+$/);
    const { client, userId } = await memberClient(t);
    const res = await client.post<{ rechargeId: string; qrCode: string | null }>('/api/user/webRecharge', {
      form: { channel: 'wechat', amount: 10_000, device: 'pc' },
    });
    // The native order's reply was signed with the certificate's key and accepted.
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data.qrCode).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);

    const { rechargeId } = res.body.data;
    const trade = t.wechat.trades.get(rechargeId);
    if (!trade) throw new Error('no trade');
    trade.state = 'SUCCESS';
    trade.successTime = t.clock.now();
    // A notification naming another serial (a public key id, or a certificate we do not hold) credits nothing.
    for (const serial of ['PUB_KEY_ID_0114000000000000000000', '5157F09EFDC096DE15EBE81A47057A7232F1B8E1']) {
      const forged = await t.wechat.sendOnce(rechargeId, { serial });
      expect(forged.status, serial).toBe(400);
    }
    expect(await balanceOf(t.database.db, userId)).toBe(0);

    expect((await t.wechat.sendOnce(rechargeId)).status).toBe(204);
    expect((await t.wechat.sendOnce(rechargeId)).status).toBe(204);
    expect(await balanceOf(t.database.db, userId)).toBe(10_000);
  });
});
