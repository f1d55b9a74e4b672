// The HTTP layer: one Fastify app serving the three bases under /main, /settings and /transfer,
// with the token check, routes generated from the contract, and every answer in the envelope.
import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from '../db/db.js';
import { contractOperations, readContract, type ContractDocument } from './contract.js';
import { HttpError } from './envelope.js';
import type { HandlerTable } from './handlers.js';

export interface ServerOptions {
  db: Db;
  token: string;
  handlers: HandlerTable;
  logger: boolean;
  contract?: ContractDocument;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function fail(status: number, message: string, parameter?: string) {
  return { status, message, ...(parameter ? { parameter } : {}), data: null };
}

/** The parameter an ajv validation error is about, and a message that names it. */
function describeValidation(error: FastifyError): { parameter: string; message: string } {
  const [first] = error.validation ?? [];
  const missing = first?.params && 'missingProperty' in first.params ? String(first.params.missingProperty) : undefined;
  const extra = first?.params && 'additionalProperty' in first.params ? String(first.params.additionalProperty) : undefined;
  const parameter = missing ?? extra ?? first?.instancePath.replace(/^\//, '') ?? 'query';
  if (missing) return { parameter, message: `${parameter} is required` };
  if (extra) return { parameter, message: `${parameter} is not a parameter of this endpoint` };
  return { parameter, message: `${parameter} ${first?.message ?? 'is invalid'}` };
}

export function buildServer(options: ServerOptions): FastifyInstance {
  // The query string carries the token and, for Login, the password: log the path only.
  const logger: FastifyServerOptions['logger'] = options.logger
    ? { serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }) } }
    : false;
  const app = Fastify({
    logger,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, useDefaults: true, allErrors: false } },
  });
  const expected = digest(options.token);

  app.addHook('onRequest', async (request, reply) => {
    const given = (request.query as Record<string, unknown>)._token;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      return reply.code(401).send(fail(401, 'Invalid or missing token'));
    }
  });

  const operations = contractOperations(options.contract ?? readContract());
  const served = new Set(operations.map((operation) => operation.operationId));
  const orphans = Object.keys(options.handlers).filter((id) => !served.has(id));
  if (orphans.length > 0) throw new Error(`Handlers without a contract operation: ${orphans.join(', ')}`);

  for (const operation of operations) {
    const handler = options.handlers[operation.operationId];
    if (!handler) throw new Error(`No handler for the contract operation ${operation.operationId}`);
    app.route({
      method: operation.method,
      url: operation.path,
      schema: { querystring: operation.querystring },
      handler: async (request, reply) => {
        const { _token: _, ...query } = request.query as Record<string, string | number>;
        const envelope = await handler(query, { db: options.db });
        return reply.code(envelope.status).send(envelope);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(fail(404, `Unknown endpoint ${request.method} ${request.url.split('?')[0]}`));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { parameter, message } = describeValidation(error);
      return reply.code(400).send(fail(400, message, parameter));
    }
    if (error instanceof HttpError) return reply.code(error.status).send(fail(error.status, error.message, error.parameter));
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send(fail(error.statusCode, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(500, 'Internal error'));
  });

  return app;
}
