// The HTTP layer: one Fastify app serving the three bases under /main, /settings and /transfer,
// with the token check, routes generated from the contract, and every answer in the envelope.
import { createHash, timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Db } from '../db/db.js';
import type { Mailer } from '../mail/mailer.js';
import { BASES, type Base, type ContractDocument, contractOperations, readContract } from './contract.js';
import { describedOperations } from './description.js';
import { HttpError, JsonList, RawBody } from './envelope.js';
import type { HandlerTable, UploadedFile } from './handlers.js';

/** The largest picture an upload may carry. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface ServerOptions {
  db: Db;
  token: string;
  handlers: HandlerTable;
  logger: boolean;
  contract?: ContractDocument;
  mail?: Mailer;
  /** Serve only what the product description names (endpoints and parameters), as the distributor's bases do. */
  strict?: boolean;
  /** The bases served (default all). */
  bases?: readonly Base[];
}

/** A file name without directories, parent references or control characters. */
export const isPlainFileName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: it refuses control characters
  name.length > 0 && name.length <= 255 && !/[\\/\u0000-\u001f\u007f]|^\.\.?$|\.\./.test(name);

const digest = (value: string) => createHash('sha256').update(value).digest();

function fail(status: number, message: string, parameter?: string, data: unknown = null) {
  return { status, message, ...(parameter ? { parameter } : {}), data };
}

/** The parameter an ajv validation error is about, and a message that names it. */
function describeValidation(error: FastifyError): { parameter: string; message: string } {
  const [first] = error.validation ?? [];
  const missing = first?.params && 'missingProperty' in first.params ? String(first.params.missingProperty) : undefined;
  const extra =
    first?.params && 'additionalProperty' in first.params ? String(first.params.additionalProperty) : undefined;
  const parameter = missing ?? extra ?? first?.instancePath.replace(/^\//, '') ?? 'query';
  if (missing) return { parameter, message: `${parameter} is required` };
  if (extra) return { parameter, message: `${parameter} is not a parameter of this endpoint` };
  return { parameter, message: `${parameter} ${first?.message ?? 'is invalid'}` };
}

export function buildServer(options: ServerOptions): FastifyInstance {
  // The query string carries the token and, for Login, the password: log the path only.
  const logger: FastifyServerOptions['logger'] = options.logger
    ? {
        serializers: {
          req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
        },
      }
    : false;
  const app = Fastify({
    logger,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, useDefaults: true, allErrors: false } },
  });
  const expected = digest(options.token);

  const tokenIsValid = (given: unknown) => typeof given === 'string' && timingSafeEqual(digest(given), expected);
  const refuse = (reply: FastifyReply) => reply.code(401).send(fail(401, 'Invalid or missing token'));

  // GET calls carry the token in the query string; uploads in the form, checked once it is read.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST') return; // uploads: the contract's only POSTs; their route checks the form's token
    if (!tokenIsValid((request.query as Record<string, unknown>)._token)) return refuse(reply);
  });
  const formToken = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!tokenIsValid((request.body as Record<string, unknown> | undefined)?._token)) return refuse(reply);
  };
  app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    preservePath: true, // keep the name as sent, so a name with directories is seen and refused
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    // The name is never used to store the file, but a name that tries to climb paths is refused.
    async onFile(part) {
      if (!isPlainFileName(part.filename))
        throw new HttpError(400, `${part.fieldname} has an unacceptable file name`, part.fieldname);
      await part.toBuffer();
    },
  });

  const contracted = contractOperations(options.contract ?? readContract());
  const served = options.bases ?? BASES;
  const operations = (options.strict ? describedOperations(contracted) : contracted).filter((operation) =>
    served.includes(operation.base),
  );
  const known = new Set(contracted.map((operation) => operation.operationId));
  const orphans = Object.keys(options.handlers).filter((id) => !known.has(id));
  if (orphans.length > 0) throw new Error(`Handlers without a contract operation: ${orphans.join(', ')}`);

  for (const operation of operations) {
    const handler = options.handlers[operation.operationId];
    if (!handler) throw new Error(`No handler for the contract operation ${operation.operationId}`);
    const { multipart: form, allowedQuery } = operation;
    const allowed = allowedQuery ? new Set(allowedQuery) : undefined;
    app.route({
      method: operation.method,
      url: operation.path,
      schema: form
        ? { querystring: { type: 'object', properties: {}, additionalProperties: false }, body: form.body }
        : { querystring: operation.querystring },
      ...(form ? { preValidation: formToken } : {}),
      ...(allowed
        ? {
            preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
              const extra = Object.keys(request.query as object).find((name) => !allowed.has(name));
              if (extra) return reply.code(400).send(fail(400, `${extra} is not a parameter of this endpoint`, extra));
            },
          }
        : {}),
      handler: async (request, reply) => {
        let query: Record<string, string | number>;
        let file: UploadedFile | undefined;
        if (form) {
          const { _token: _, ...fields } = request.body as Record<string, unknown>;
          query = {};
          for (const [name, value] of Object.entries(fields)) {
            if (form.fileFields.includes(name)) {
              if (!Buffer.isBuffer(value)) throw new HttpError(400, `${name} must be a file`, name);
              file = { field: name, bytes: value };
            } else query[name] = value as string | number;
          }
        } else {
          const { _token: _, ...rest } = request.query as Record<string, string | number>;
          query = rest;
        }
        const answer = await handler(query, { db: options.db, file, mail: options.mail });
        if (answer instanceof JsonList) return reply.type('application/json; charset=utf-8').send(answer.text);
        if (answer instanceof RawBody)
          return reply
            .type(answer.contentType)
            .header('cache-control', answer.cacheControl)
            .header('x-content-type-options', 'nosniff')
            .send(answer.body);
        return reply.code(answer.status).send(answer);
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
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(fail(413, 'The file is larger than 5 MB'));
    if (error instanceof HttpError)
      return reply.code(error.status).send(fail(error.status, error.message, error.parameter, error.data));
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send(fail(error.statusCode, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(500, 'Internal error'));
  });

  return app;
}
