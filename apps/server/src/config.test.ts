import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL.startsWith('file:')).toBe(true);
    expect(config.SEED_DEMO).toBe(true);
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
