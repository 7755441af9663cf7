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

/**
 * What a JSON answer carries (OWASP REST Security Cheat Sheet, "Security Headers"): no framing (CSP
 * frame-ancestors and X-Frame-Options), nosniff, HSTS, and CORP so no other site can load it as a resource. The rest
 * of helmet's set (the full CSP, COOP, Origin-Agent-Cluster, Referrer-Policy, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) governs documents: a browser ignores it on
 * JSON, and on every API answer it was ~600 of the ~880 header bytes (decision 103).
 */
export function jsonSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'];
  const headers: Record<string, string> = {};
  for (const name of kept) if (documentHeaders[name] !== undefined) headers[name] = documentHeaders[name];
  return {
    ...headers,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * Helmet's security headers on every document (the web app, static files, HTML pages: CSP, nosniff, frame and
 * referrer policies, HSTS…); JSON answers carry the short set above. Decided as the answer leaves, by its type, so
 * an HTML page under /api (the unsubscribe page) still gets the document's set.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const documentHeaders = computeSecurityHeaders(securityHeaderOptions(app.config.MARKETPLACE));
  const documentEntries = Object.entries(documentHeaders);
  const jsonEntries = Object.entries(jsonSecurityHeaders(documentHeaders));
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A header the route set itself (e.g. the sandbox page's Referrer-Policy) stays.
    for (const [name, value] of isJson(reply.getHeader('content-type')) ? jsonEntries : documentEntries)
      if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
});
