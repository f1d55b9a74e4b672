// Logger options: JSON logs with request ids, never a cookie, an authorization header, a query
// string (GET /graphql carries variables there) or a request body.
import type { FastifyServerOptions } from 'fastify';

interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  ip?: string;
}

export function loggerOptions(enabled: boolean, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    ...(stream ? { stream } : {}),
    level: 'info',
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'variables',
        '*.variables',
        'password',
        '*.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        userAgent: request.headers['user-agent'],
        remoteAddress: request.ip,
      }),
    },
  };
}
