import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlOf } from './config';

describe('loadConfig', () => {
  it('works with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL.startsWith('file:')).toBe(true);
    expect(config.SEED_DEMO).toBe(true);
    // Nothing on the network and no known operator password unless asked for (decision 063).
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.SEED_OPERATOR_PASSWORD).toBeUndefined();
  });

  it('reads PORT and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.PORT).toBe(9000);
    expect(config.DATABASE_URL).toBe('postgres://u@h:5432/db');
  });

  it('reports every bad key at once, by name', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', CATALOG_SIZE: '-3', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    for (const key of ['PORT', 'CATALOG_SIZE', 'DATABASE_URL', 'SEED_DEMO']) expect(issues).toContain(key);
  });

  it('refuses test controls in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CONTROLS: '1' })).toThrow(/TEST_CONTROLS/);
  });

  it('hashes passwords at scrypt 2^17 unless the tests lower it; never lower outside tests (decision 104)', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(17);
    expect(loadConfig({ NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe(17);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '18' })).toThrow(/PASSWORD_HASH_COST/);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '12' }).PASSWORD_HASH_COST).toBe(12);
    for (const env of ['production', 'development'])
      expect(() => loadConfig({ NODE_ENV: env, PASSWORD_HASH_COST: '12' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' })).toThrow(/PASSWORD_HASH_COST/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, so clients cannot fake their address; otherwise a number of proxy hops', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
  });
});

describe('Redis and rate limits', () => {
  it('takes a redis:// URL, a key prefix and the general per-address ceiling', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({})).toMatchObject({ REDIS_KEY_PREFIX: 'daigou:', RATE_LIMIT_PER_MINUTE: 1200 });
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_KEY_PREFIX: 'run7:', RATE_LIMIT_PER_MINUTE: '50' });
    expect(config).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_KEY_PREFIX: 'run7:', RATE_LIMIT_PER_MINUTE: 50 });
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  });
});

describe('PAYMENT_PROVIDER', () => {
  it('is the sandbox by default; a list names real providers, each once', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toEqual(['sandbox']);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox,sandbox' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('stops the boot naming every missing key of a provider that is named but not configured', () => {
    let error: unknown;
    try {
      loadConfig({
        PAYMENT_PROVIDER: 'wechat,alipay',
        WECHATPAY_MCHID: '1900009191',
        ALIPAY_PRIVATE_KEY: '/nonexistent/key.pem',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    for (const key of [
      'PUBLIC_URL',
      'WECHATPAY_APPID',
      'WECHATPAY_MERCHANT_SERIAL',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_APIV3_KEY',
      'WECHATPAY_PUBLIC_KEY',
      'ALIPAY_APP_ID',
      'ALIPAY_PUBLIC_KEY',
    ]) {
      expect(issues).toContain(key);
    }
    expect(issues).toContain('ALIPAY_PRIVATE_KEY: file not found');
    expect(issues).not.toContain('WECHATPAY_MCHID');
  });

  it('refuses a key that is not the kind it should be', () => {
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'alipay',
        PUBLIC_URL: 'https://shop.example',
        ALIPAY_APP_ID: '2021000123456789',
        ALIPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnot a key\\n-----END PRIVATE KEY-----',
        ALIPAY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nnot a key\\n-----END PUBLIC KEY-----',
      }),
    ).toThrow(/ALIPAY_PRIVATE_KEY: not a private key in PEM[\s\S]*ALIPAY_PUBLIC_KEY: not a public key in PEM/);
  });
});

describe('mail settings', () => {
  it('sends to the embedded outbox with nothing set; SMTP_URL needs MAIL_FROM; links start at PUBLIC_URL', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(publicUrlOf(config)).toBe('http://localhost:8080');
    expect(() => loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.com:587' })).toThrow(/MAIL_FROM/);
    const smtp = loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.com:587', MAIL_FROM: '代购 <no-reply@example.com>' });
    expect(smtp.SMTP_URL).toBe('smtp://u:p@mail.example.com:587');
    expect(publicUrlOf(loadConfig({ PUBLIC_URL: 'https://daigou.example.com/' }))).toBe('https://daigou.example.com');
  });

  it('names each bad mail key', () => {
    for (const [key, value] of [
      ['SMTP_URL', 'http://mail.example.com'],
      ['SMTP_URL', 'mail.example.com:25'],
      ['MAIL_FROM', 'nobody'],
      ['PUBLIC_URL', 'ftp://example.com'],
    ] as const) {
      expect(() => loadConfig({ [key]: value }), `${key}=${value}`).toThrow(new RegExp(key));
    }
  });
});

describe('the marketplace', () => {
  it('is the local simulator unless told, with Yahoo! Auctions at its real addresses', () => {
    expect(loadConfig({})).toMatchObject({
      MARKETPLACE: 'local',
      YAHOO_AUCTIONS_URL: 'https://auctions.yahoo.co.jp',
      YAHOO_PAGE_URL: 'https://page.auctions.yahoo.co.jp',
      YAHOO_REQUESTS_PER_SECOND: 1,
      YAHOO_TIMEOUT_MS: 10_000,
    });
  });

  it('takes yahoo with both addresses (a fake upstream in tests), without their trailing slash', () => {
    const config = loadConfig({
      MARKETPLACE: 'yahoo',
      YAHOO_AUCTIONS_URL: 'http://127.0.0.1:9/',
      YAHOO_PAGE_URL: 'http://127.0.0.1:9',
    });
    expect(config).toMatchObject({
      MARKETPLACE: 'yahoo',
      YAHOO_AUCTIONS_URL: 'http://127.0.0.1:9',
      YAHOO_PAGE_URL: 'http://127.0.0.1:9',
    });
  });

  it('stops the boot naming each bad key', () => {
    for (const [key, value] of [
      ['MARKETPLACE', 'mercari'],
      ['YAHOO_AUCTIONS_URL', 'auctions.yahoo.co.jp'],
      ['YAHOO_PAGE_URL', 'ftp://page.auctions.yahoo.co.jp'],
      ['YAHOO_PAGE_URL', 'https://page.auctions.yahoo.co.jp/?x=1'],
      ['YAHOO_REQUESTS_PER_SECOND', '0'],
      ['YAHOO_TIMEOUT_MS', 'soon'],
    ]) {
      expect(() => loadConfig({ [key]: value }), `${key}=${value}`).toThrow(new RegExp(`${key}:`));
    }
  });
});
