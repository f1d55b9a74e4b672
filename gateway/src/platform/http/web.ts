// Serves the built web client: hashed assets long-cached, index.html never cached, the sign-in addresses the
// sign-in page (signin.html: no React, Chakra nor Apollo before signing in), and every other GET that is not an
// API path or a file answers index.html (the client's routes).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The client uses Chakra (emotion injects <style> tags), so inline styles are allowed; nothing else. */
/** The map's tile server (MAP_TILE_URL) is the one other origin pictures may come from. */
/** A large Excel export is compressed in a worker the client's own script makes from a blob (fflate's). */
const csp = (imageOrigins: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageOrigins.map((origin) => ` ${origin}`).join('')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** The origin of a tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png (subdomains allowed). */
export function tileOrigin(template: string | undefined): string | undefined {
  if (!template) return undefined;
  const url = new URL(template.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0'));
  return template.includes('{s}.') ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
}

const API_PATHS = new Set(['/graphql', '/healthz', '/readyz']);
/** The description's sign-in addresses (the web client's web/src/platform/app/sign-in-page.ts names the same). */
const SIGN_IN_PATHS = new Set(['/login', '/auth/signin-1']);

export function setHtmlSecurityHeaders(reply: FastifyReply, imageOrigins: readonly string[] = []): void {
  reply.header('content-security-policy', csp(imageOrigins));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'same-origin');
  reply.header('x-frame-options', 'DENY');
}

/** The analysts' GraphQL explorer page (a second entry of the client build). */
export const EXPLORER_PATH = '/explorer';
/** The page (permission) a member must hold to open the explorer. */
export const EXPLORER_PAGE = 'API Explorer';

/** Whether the request may open the explorer: signed out, signed in without its page, or open. */
export type ExplorerAccess = 'signed-out' | 'lacks-page' | 'open' | 'unavailable';

/**
 * The answer to a member without the page, in the product's look (Chakra's font, the page's grey, a white card
 * and the product's teal) written inline: the product's and the explorer's scripts are not loaded here.
 */
const lacksPageHtml = (heading: string, status: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${heading} · FieldPulse</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>` +
  ':root{color-scheme:light dark}' +
  'html,body{margin:0;background:#fafafa;color:#09090b;font-family:Inter, -apple-system, BlinkMacSystemFont, ' +
  '"Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol";' +
  'line-height:1.5}' +
  'main{box-sizing:border-box;max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;' +
  'border:1px solid #e4e4e7;border-radius:0.5rem;box-shadow:0 1px 3px rgba(0,0,0,0.08)}' +
  '.product{margin:0 0 0.5rem;font-size:0.875rem;font-weight:600;color:#0f766e}' +
  'h1{margin:0 0 0.75rem;font-size:1.5rem;line-height:1.3}p{margin:0 0 1.25rem;color:#52525b}' +
  'a.back{display:inline-block;padding:0.5rem 1rem;border-radius:0.375rem;background:#0f766e;color:#fff;' +
  'font-weight:500;text-decoration:none}a.back:focus-visible{outline:2px solid #0f766e;outline-offset:2px}' +
  '@media (prefers-color-scheme:dark){html,body{background:#111;color:#fafafa}' +
  'main{background:#18181b;border-color:#27272a}p{color:#a1a1aa}.product{color:#2dd4bf}}' +
  `</style></head><body><main><p class="product">FieldPulse</p><h1>${heading}</h1><p>${status}</p>` +
  '<a class="back" href="/">Back to the dashboard</a></main></body></html>';

export async function registerWebClient(
  app: FastifyInstance,
  webDist: string | undefined,
  mapTileUrl: string | undefined,
  explorerAccess: (request: FastifyRequest) => Promise<ExplorerAccess>,
): Promise<void> {
  const imageOrigins = [tileOrigin(mapTileUrl)].filter((origin): origin is string => Boolean(origin));
  const index = webDist ? join(webDist, 'index.html') : undefined;
  if (!webDist || !index || !existsSync(index)) {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    cacheControl: false,
    // The build leaves each asset beside its .br and .gz (vite-plugin-compression2): served as is.
    preCompressed: true,
    // The explorer's page is served only through EXPLORER_PATH, which checks the session.
    allowedPath: (path) => path !== '/explorer.html',
    setHeaders: (reply, path) => {
      reply.header('x-content-type-options', 'nosniff');
      if (path.endsWith('.html')) {
        reply.header('cache-control', 'no-cache');
        setHtmlSecurityHeaders(reply, imageOrigins);
      } else if (path.includes(`${join(webDist, 'assets')}`)) {
        // Vite puts content-hashed files under assets/: safe to cache for a year.
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'public, max-age=3600');
      }
    },
  });
  app.get(EXPLORER_PATH, async (request, reply) => {
    const access = await explorerAccess(request);
    if (access === 'signed-out') return reply.redirect(`/auth/signin-1?next=${encodeURIComponent(EXPLORER_PATH)}`, 303);
    if (access !== 'open') {
      setHtmlSecurityHeaders(reply);
      reply.header('cache-control', 'no-store');
      const status =
        access === 'unavailable'
          ? 'Your page access cannot be read just now. Try again in a moment.'
          : `The API explorer needs the "${EXPLORER_PAGE}" page. ` +
            'Ask an administrator to give it to you (User Permission).';
      return reply
        .code(access === 'unavailable' ? 503 : 403)
        .type('text/html; charset=utf-8')
        .send(
          lacksPageHtml(
            access === 'unavailable' ? 'API explorer unavailable' : 'No access to the API explorer',
            status,
          ),
        );
    }
    return reply.sendFile('explorer.html');
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PATHS.has(path) &&
      !path.startsWith('/api/') &&
      !lastSegment.includes('.');
    if (!isClientRoute) return reply.code(404).send({ error: 'Not found' });
    return reply.sendFile(SIGN_IN_PATHS.has(path) ? 'signin.html' : 'index.html');
  });
}
