import { randomBytes, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-app';
import { AlipayFake } from './alipay-fake';
import { type Deliver, rsaKeyPair } from './fake-http';
import { WechatPayFake } from './wechat-pay-fake';

export const TEST_PUBLIC_URL = 'https://daigou.test';

export interface PaymentTestApp extends TestApp {
  wechat: WechatPayFake;
  alipay: AlipayFake;
}

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/**
 * A test-only WeChat Pay platform certificate (self-signed, openssl, valid for 100 years) and its key: the
 * older verification mode, where replies and notifications name the certificate's serial.
 */
export function wechatPlatformCertificate() {
  const pem = fs.readFileSync(path.join(FIXTURES, 'wechatpay-platform-cert.pem'), 'utf8');
  const privateKey = fs.readFileSync(path.join(FIXTURES, 'wechatpay-platform-key.pem'), 'utf8');
  const cert = new X509Certificate(pem);
  return {
    pem,
    serial: cert.serialNumber.toUpperCase(),
    keys: { privateKey, publicKey: cert.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
  };
}

/**
 * The real app configured for both real providers (PAYMENT_PROVIDER=wechat,alipay), each pointed at its
 * fake server with fresh key pairs; the fakes deliver notifications into the app over injected HTTP.
 */
export async function createPaymentTestApp(
  options: TestAppOptions & {
    providers?: string;
    msPerSecond?: number;
    extraEnv?: Record<string, string>;
    /** WeChat Pay verified with a platform certificate (WECHATPAY_PLATFORM_CERT) instead of a public key. */
    wechatCertificateMode?: boolean;
  } = {},
): Promise<PaymentTestApp> {
  const merchant = rsaKeyPair();
  const app = rsaKeyPair();
  let target: TestApp | undefined;
  const clock = { now: () => target?.clock.now() ?? Date.now() };
  const deliver: Deliver = async (url, init) => {
    if (!target) throw new Error('app not ready');
    const parsed = new URL(url);
    const response = await target.app.inject({
      method: 'POST',
      url: `${parsed.pathname}${parsed.search}`,
      headers: init.headers,
      payload: init.body,
    });
    return { status: response.statusCode, body: response.body };
  };
  const mchid = '1900009191';
  const appid = 'wxd678efh567hg6787';
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  const apiV3Key = randomBytes(16).toString('hex');
  const appId = '2021000123456789';
  const certificate = options.wechatCertificateMode ? wechatPlatformCertificate() : undefined;
  const wechat = await WechatPayFake.start({
    ...(certificate ? { platformKeys: certificate.keys, certificate: { pem: certificate.pem, serial: certificate.serial } } : {}),
    mchid,
    appid,
    merchantSerial,
    merchantPublicKey: merchant.publicKey,
    apiV3Key,
    now: clock.now,
    deliver,
    msPerSecond: options.msPerSecond ?? 0.2,
  });
  const alipay = await AlipayFake.start({
    appId,
    appPublicKey: app.publicKey,
    now: clock.now,
    deliver,
    msPerSecond: options.msPerSecond ?? 0.2,
  });
  target = await createTestApp({
    ...options,
    env: {
      ...options.env,
      PAYMENT_PROVIDER: options.providers ?? 'wechat,alipay',
      PUBLIC_URL: TEST_PUBLIC_URL,
      WECHATPAY_MCHID: mchid,
      WECHATPAY_APPID: appid,
      WECHATPAY_MERCHANT_SERIAL: merchantSerial,
      WECHATPAY_PRIVATE_KEY: merchant.privateKey,
      WECHATPAY_APIV3_KEY: apiV3Key,
      ...(certificate
        ? { WECHATPAY_PLATFORM_CERT: certificate.pem }
        : { WECHATPAY_PUBLIC_KEY: wechat.platform.publicKey, WECHATPAY_PUBLIC_KEY_ID: wechat.publicKeyId }),
      WECHATPAY_BASE_URL: wechat.baseUrl,
      ALIPAY_APP_ID: appId,
      ALIPAY_PRIVATE_KEY: app.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.keys.publicKey,
      ALIPAY_GATEWAY: alipay.gateway,
      ...options.extraEnv,
    },
  });
  const base = target;
  return {
    ...base,
    wechat,
    alipay,
    async close() {
      await Promise.all([wechat.close(), alipay.close()]);
      await base.close();
    },
  };
}
