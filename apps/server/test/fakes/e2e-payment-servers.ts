/**
 * For Playwright: the WeChat Pay and Alipay fake servers and the real app configured for both
 * (PAYMENT_PROVIDER=wechat,alipay) on a fresh SQLite database. Ports from E2E_PAYMENTS_PORT: the app on it,
 * WeChat Pay on +1, Alipay on +2. Notifications go to the app over real HTTP. Runs until stopped.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AlipayFake } from './alipay-fake';
import { rsaKeyPair } from './fake-http';
import { WechatPayFake } from './wechat-pay-fake';

const port = Number(process.env.E2E_PAYMENTS_PORT ?? 8201);
const root = path.resolve(import.meta.dirname, '../../../..');
const merchant = rsaKeyPair();
const app = rsaKeyPair();
const mchid = '1900009191';
const appid = 'wxd678efh567hg6787';
const merchantSerial = randomBytes(20).toString('hex').toUpperCase();
const apiV3Key = randomBytes(16).toString('hex');
const appId = '2021000123456789';
const now = () => Date.now();
const wechat = await WechatPayFake.start(
  { mchid, appid, merchantSerial, merchantPublicKey: merchant.publicKey, apiV3Key, now },
  port + 1,
);
const alipay = await AlipayFake.start({ appId, appPublicKey: app.publicKey, now }, port + 2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-e2e-pay-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'e2e.sqlite')}`,
    CATALOG_SIZE: '200',
    SEED_DEMO: '1',
    SEED_OPERATOR_PASSWORD: 'admin12345',
    SHUTDOWN_DRAIN_MS: '0',
    TEST_CONTROLS: '1',
    ID_NUMBER_KEY: 'e2e0'.repeat(16),
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'wechat,alipay',
    PUBLIC_URL: `http://localhost:${port}`,
    WECHATPAY_MCHID: mchid,
    WECHATPAY_APPID: appid,
    WECHATPAY_MERCHANT_SERIAL: merchantSerial,
    WECHATPAY_PRIVATE_KEY: merchant.privateKey,
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PUBLIC_KEY: wechat.platform.publicKey,
    WECHATPAY_PUBLIC_KEY_ID: wechat.publicKeyId,
    WECHATPAY_BASE_URL: wechat.baseUrl,
    ALIPAY_APP_ID: appId,
    ALIPAY_PRIVATE_KEY: app.privateKey,
    ALIPAY_PUBLIC_KEY: alipay.keys.publicKey,
    ALIPAY_GATEWAY: alipay.gateway,
  },
});
const stop = async () => {
  server.kill('SIGTERM');
  await Promise.all([wechat.close(), alipay.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
server.on('exit', (code) => {
  void Promise.all([wechat.close(), alipay.close()]).then(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
