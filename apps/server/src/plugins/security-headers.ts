import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet would set, computed once: helmet itself re-parses its options on every call. */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Where the real marketplace's pictures are served from (item and result-card images). */
export const YAHOO_IMAGE_SOURCES = ['https://*.yimg.jp'];

/** The options for a marketplace: in Yahoo mode pictures come from Yahoo's image hosts. */
export function securityHeaderOptions(marketplace: 'local' | 'yahoo'): HelmetOptions {
  if (marketplace === 'local') return SECURITY_HEADER_OPTIONS;
  const csp = SECURITY_HEADER_OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  return {
    ...SECURITY_HEADER_OPTIONS,
    contentSecurityPolicy: { directives: { ...csp.directives, imgSrc: ["'self'", 'data:', 'blob:', ...YAHOO_IMAGE_SOURCES] } },
  };
}

/** Helmet's security headers on every response (CSP, nosniff, frame and referrer policies, HSTS…). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = computeSecurityHeaders(securityHeaderOptions(app.config.MARKETPLACE));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
