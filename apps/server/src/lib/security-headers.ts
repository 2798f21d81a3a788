import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Headers = Readonly<Record<string, string>>;

/**
 * The headers helmet sets with `options`, worked out once: without a CSP nonce they depend on nothing
 * in the request. (@fastify/helmet builds helmet's middleware again on every request.)
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Headers {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * HSTS, sent only on answers to a request that came over TLS (to this process, or to the proxy in front
 * of it as `X-Forwarded-Proto: https` says when TRUST_PROXY is on): a browser keeps to https for the
 * site for a year. Over plain http it would be ignored, and a development server on localhost must not
 * pin every port of localhost to https.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

const withHsts = (headers: Headers): Headers =>
  Object.freeze({ ...headers, 'strict-transport-security': HSTS });

/**
 * Every answer carries helmet's headers and the Content-Security-Policy (`docsCsp` under /api/docs,
 * whose reference page runs an inline script), every /api answer `Cache-Control: no-store`, and every
 * answer over https `Strict-Transport-Security`: one onRequest hook, before the access check, so that
 * refusals and errors carry them too. A route's own onSend hook may still set another Cache-Control (a
 * stored file that never changes).
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  options: { helmet: Readonly<HelmetOptions>; csp: string; docsCsp: string },
): void {
  const page = Object.freeze({ ...helmetHeaders(options.helmet), 'content-security-policy': options.csp });
  const api = Object.freeze({ ...page, 'cache-control': 'no-store' });
  const docs = Object.freeze({ ...api, 'content-security-policy': options.docsCsp });
  const plain = { page, api, docs };
  const secure = { page: withHsts(page), api: withHsts(api), docs: withHsts(docs) };
  app.addHook('onRequest', (req, reply, done) => {
    const { url } = req;
    // Fastify's protocol: the socket's own, or X-Forwarded-Proto from a trusted proxy.
    const set = req.protocol === 'https' ? secure : plain;
    reply.headers(url.startsWith('/api/') ? (url.startsWith('/api/docs') ? set.docs : set.api) : set.page);
    done();
  });
}
