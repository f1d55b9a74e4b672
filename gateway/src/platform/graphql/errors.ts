// The one error mapping: every failure becomes a GraphQLError with an `extensions.code`, and
// formatError makes sure nothing else (stacks, URLs, upstream messages) leaves the gateway.

import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { UpstreamError, UpstreamStatusError } from '../upstream/errors.js';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'OVERLOADED'
  | 'PASSWORD_CHANGE_REQUIRED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_BAD_RESPONSE'
  | 'UPSTREAM_ERROR'
  | 'INTERNAL_SERVER_ERROR';

/** Codes whose messages are written for clients, plus the ones Apollo and graphql-js produce. */
const PASS_THROUGH_CODES = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'OVERLOADED',
  'PASSWORD_CHANGE_REQUIRED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_BAD_RESPONSE',
  'UPSTREAM_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'COST_LIMIT_EXCEEDED',
]);

/** Extension keys a client may see besides `code`. */
const PUBLIC_EXTENSIONS = [
  'upstreamStatus',
  'field',
  'fields',
  'current',
  'changedBy',
  'retryAfter',
  'cost',
  'budget',
  // A wrong sign-in: why (never which of the two) and where the name stands against the temporary lock.
  'reason',
  'triesLeft',
  'lockSeconds',
] as const;

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const unauthenticated = () => gatewayError('UNAUTHENTICATED', 'You are not signed in');
export const forbidden = (page: string) => gatewayError('FORBIDDEN', `You do not have access to ${page}`);
export const badUserInput = (field: string, message: string) => gatewayError('BAD_USER_INPUT', message, { field });

export interface FieldProblem {
  field: string;
  message: string;
}

/** Every problem of one input at once: `field` names the first, `fields` lists them all. */
export function badUserInputs(problems: readonly FieldProblem[]): GraphQLError {
  return gatewayError('BAD_USER_INPUT', problems.map((problem) => problem.message).join('; '), {
    field: problems[0]?.field,
    fields: problems,
  });
}

/**
 * A write the upstream refused for a reason written for people (the contract's 400, 404 and 409
 * answers name the rule: 'Store code X already exists'): passed on with its message. Any other
 * failure keeps the generic mapping.
 */
export function fromWriteRefusal(error: unknown, field?: string): unknown {
  if (!(error instanceof UpstreamStatusError) || !error.upstreamMessage) return error;
  const extensions = field ? { field } : {};
  if (error.status === 409) return gatewayError('CONFLICT', error.upstreamMessage, extensions);
  if (error.status === 404) return gatewayError('NOT_FOUND', error.upstreamMessage, extensions);
  if (error.status === 400) return gatewayError('BAD_USER_INPUT', error.upstreamMessage, extensions);
  return error;
}

/** An upstream failure as a GraphQLError; `message` replaces the default (the code is kept). */
export function fromUpstream(error: UpstreamError, message?: string): GraphQLError {
  const extensions = error instanceof UpstreamStatusError ? { upstreamStatus: error.status } : {};
  return gatewayError(error.code, message ?? error.message, extensions);
}

/** Any thrown value as a GraphQLError: known errors keep their code, others become internal. */
export function toGraphQLError(error: unknown, message?: string): GraphQLError {
  if (error instanceof UpstreamError) return fromUpstream(error, message);
  if (
    error instanceof GraphQLError &&
    typeof error.extensions.code === 'string' &&
    PASS_THROUGH_CODES.has(error.extensions.code)
  ) {
    return message === undefined ? error : new GraphQLError(message, { extensions: error.extensions });
  }
  return gatewayError('INTERNAL_SERVER_ERROR', message ?? 'Internal error');
}

/** Awaits `work`, turning a failure into the description's message with the failure's code. */
export async function withMessage<T>(message: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toGraphQLError(error, message);
  }
}

export interface ErrorLog {
  error(fields: object, message: string): void;
}

/** Apollo's formatError: only known codes keep their message; everything else is 'Internal error'. */
export function createFormatError(log?: ErrorLog) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    let code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
    let message = formatted.message;
    const extensions: Record<string, unknown> = {};

    if (original instanceof UpstreamError) {
      const mapped = fromUpstream(original);
      code = mapped.extensions.code as string;
      message = mapped.message;
      Object.assign(extensions, mapped.extensions);
    } else if (PASS_THROUGH_CODES.has(code) && (original instanceof GraphQLError || !(original instanceof Error))) {
      for (const key of PUBLIC_EXTENSIONS) {
        if (formatted.extensions?.[key] !== undefined) extensions[key] = formatted.extensions[key];
      }
    } else {
      log?.error(
        {
          code,
          error: original instanceof Error ? `${original.name}: ${original.message}` : String(original),
          path: formatted.path,
        },
        'internal error',
      );
      code = 'INTERNAL_SERVER_ERROR';
      message = 'Internal error';
    }
    return {
      message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { ...extensions, code },
    };
  };
}
