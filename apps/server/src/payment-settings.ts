import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import fs from 'node:fs';

/**
 * The settings this file reads, by the names loadConfig gives them. Declared here rather than imported from
 * config.ts, which imports this file to check them at boot: no import cycle, type-only or not (decision 083).
 */
export interface PaymentConfig {
  PAYMENT_PROVIDER: ('sandbox' | 'wechat' | 'alipay')[];
  PUBLIC_URL?: string;
  WECHATPAY_MCHID?: string;
  WECHATPAY_APPID?: string;
  WECHATPAY_MERCHANT_SERIAL?: string;
  WECHATPAY_PRIVATE_KEY?: string;
  WECHATPAY_APIV3_KEY?: string;
  WECHATPAY_PUBLIC_KEY?: string;
  WECHATPAY_PUBLIC_KEY_ID?: string;
  WECHATPAY_PLATFORM_CERT?: string;
  WECHATPAY_BASE_URL: string;
  ALIPAY_APP_ID?: string;
  ALIPAY_PRIVATE_KEY?: string;
  ALIPAY_PUBLIC_KEY?: string;
  ALIPAY_GATEWAY: string;
}

/** WeChat Pay API v3 as configured: keys loaded and checked. */
export interface WechatSettings {
  mchid: string;
  appid: string;
  merchantSerial: string;
  privateKey: string;
  apiV3Key: string;
  /** Public keys that may sign notifications and replies, by the serial they name (PUB_KEY_ID_… or a certificate's). */
  platformKeys: Record<string, string>;
  baseUrl: string;
  publicUrl: string;
}

export interface AlipaySettings {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
  publicUrl: string;
}

export interface PaymentSettings {
  providers: PaymentConfig['PAYMENT_PROVIDER'];
  wechat?: WechatSettings;
  alipay?: AlipaySettings;
}

/** A key given as PEM text (with real or `\n`-escaped line breaks) or as a path to a PEM file. */
function readPem(value: string): string {
  const text = value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : fs.readFileSync(value, 'utf8');
  if (!text.includes('-----BEGIN')) throw new Error('not a PEM');
  return text;
}

type Loaded<T> = { value: T } | { issue: string };

function loadKey(key: string, value: string | undefined, kind: 'private' | 'public' | 'certificate'): Loaded<string> {
  if (!value) return { issue: `${key}: missing` };
  try {
    const pem = readPem(value);
    if (kind === 'private') createPrivateKey(pem);
    else if (kind === 'public') createPublicKey(pem);
    else new X509Certificate(pem);
    return { value: pem };
  } catch (error) {
    const why =
      error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'file not found' : `not a ${kind} key in PEM`;
    return { issue: `${key}: ${kind === 'certificate' ? why.replace(`${kind} key`, 'certificate') : why}` };
  }
}

function required(config: PaymentConfig, keys: (keyof PaymentConfig)[], issues: string[]): void {
  for (const key of keys) if (config[key] === undefined || config[key] === '') issues.push(`${key}: missing`);
}

function wechatSettings(config: PaymentConfig, issues: string[]): WechatSettings | undefined {
  const before = issues.length;
  required(
    config,
    ['PUBLIC_URL', 'WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_MERCHANT_SERIAL', 'WECHATPAY_APIV3_KEY'],
    issues,
  );
  const privateKey = loadKey('WECHATPAY_PRIVATE_KEY', config.WECHATPAY_PRIVATE_KEY, 'private');
  if ('issue' in privateKey) issues.push(privateKey.issue);
  const platformKeys: Record<string, string> = {};
  if (config.WECHATPAY_PUBLIC_KEY || config.WECHATPAY_PUBLIC_KEY_ID) {
    if (!config.WECHATPAY_PUBLIC_KEY_ID) issues.push('WECHATPAY_PUBLIC_KEY_ID: missing (it names WECHATPAY_PUBLIC_KEY)');
    const publicKey = loadKey('WECHATPAY_PUBLIC_KEY', config.WECHATPAY_PUBLIC_KEY, 'public');
    if ('issue' in publicKey) issues.push(publicKey.issue);
    else if (config.WECHATPAY_PUBLIC_KEY_ID) platformKeys[config.WECHATPAY_PUBLIC_KEY_ID] = publicKey.value;
  }
  if (config.WECHATPAY_PLATFORM_CERT) {
    const values = config.WECHATPAY_PLATFORM_CERT.includes('-----BEGIN')
      ? config.WECHATPAY_PLATFORM_CERT.replace(/\\n/g, '\n')
          .split(/(?=-----BEGIN CERTIFICATE-----)/)
          .filter((p) => p.trim())
      : config.WECHATPAY_PLATFORM_CERT.split(',').map((p) => p.trim());
    for (const value of values) {
      const cert = loadKey('WECHATPAY_PLATFORM_CERT', value, 'certificate');
      if ('issue' in cert) issues.push(cert.issue);
      else platformKeys[new X509Certificate(cert.value).serialNumber.toUpperCase()] = cert.value;
    }
  }
  if (!config.WECHATPAY_PUBLIC_KEY && !config.WECHATPAY_PUBLIC_KEY_ID && !config.WECHATPAY_PLATFORM_CERT) {
    issues.push('WECHATPAY_PUBLIC_KEY and WECHATPAY_PUBLIC_KEY_ID (or WECHATPAY_PLATFORM_CERT): missing');
  }
  if (issues.length > before || 'issue' in privateKey) return undefined;
  return {
    mchid: config.WECHATPAY_MCHID as string,
    appid: config.WECHATPAY_APPID as string,
    merchantSerial: (config.WECHATPAY_MERCHANT_SERIAL as string).toUpperCase(),
    privateKey: privateKey.value,
    apiV3Key: config.WECHATPAY_APIV3_KEY as string,
    platformKeys,
    baseUrl: config.WECHATPAY_BASE_URL,
    publicUrl: config.PUBLIC_URL as string,
  };
}

function alipaySettings(config: PaymentConfig, issues: string[]): AlipaySettings | undefined {
  const before = issues.length;
  required(config, ['PUBLIC_URL', 'ALIPAY_APP_ID'], issues);
  const privateKey = loadKey('ALIPAY_PRIVATE_KEY', config.ALIPAY_PRIVATE_KEY, 'private');
  if ('issue' in privateKey) issues.push(privateKey.issue);
  const publicKey = loadKey('ALIPAY_PUBLIC_KEY', config.ALIPAY_PUBLIC_KEY, 'public');
  if ('issue' in publicKey) issues.push(publicKey.issue);
  if (issues.length > before || 'issue' in privateKey || 'issue' in publicKey) return undefined;
  return {
    appId: config.ALIPAY_APP_ID as string,
    privateKey: privateKey.value,
    alipayPublicKey: publicKey.value,
    gateway: config.ALIPAY_GATEWAY,
    publicUrl: config.PUBLIC_URL as string,
  };
}

function collect(config: PaymentConfig): { settings: PaymentSettings; issues: string[] } {
  const issues: string[] = [];
  const settings: PaymentSettings = { providers: config.PAYMENT_PROVIDER };
  if (config.PAYMENT_PROVIDER.includes('wechat')) settings.wechat = wechatSettings(config, issues);
  if (config.PAYMENT_PROVIDER.includes('alipay')) settings.alipay = alipaySettings(config, issues);
  // PUBLIC_URL is named once even when both providers need it.
  return { settings, issues: [...new Set(issues)].map((i) => `${i} (PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER.join(',')})`) };
}

/** What is missing or wrong for the providers PAYMENT_PROVIDER names; empty when they can start. */
export function paymentSettingsIssues(config: PaymentConfig): string[] {
  return collect(config).issues;
}

/** The named providers' settings, keys loaded; throws when incomplete (loadConfig has refused that already). */
export function paymentSettings(config: PaymentConfig): PaymentSettings {
  const { settings, issues } = collect(config);
  if (issues.length > 0) throw new Error(`payment settings incomplete: ${issues.join('; ')}`);
  return settings;
}
