// The one error mapping: codes, messages, and what never leaves the gateway.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createFormatError, toGraphQLError, withMessage } from '../../src/platform/graphql/errors.js';
import {
  UpstreamBadResponse,
  UpstreamStatusError,
  UpstreamTimeout,
  UpstreamUnavailable,
} from '../../src/platform/upstream/errors.js';

const format = createFormatError();
const asResolverError = (original: Error): GraphQLError =>
  new GraphQLError(original.message, { path: ['stores'], originalError: original });
const formatted = (error: GraphQLError): GraphQLFormattedError => format(error.toJSON(), error);

describe('toGraphQLError', () => {
  it.each([
    [new UpstreamUnavailable('StoreList'), 'UPSTREAM_UNAVAILABLE', 'Upstream service unavailable'],
    [new UpstreamTimeout('StoreList'), 'UPSTREAM_TIMEOUT', 'Upstream service timed out'],
    [new UpstreamBadResponse('StoreList', 'invalid JSON'), 'UPSTREAM_BAD_RESPONSE', 'Failed to parse API response'],
    [
      new UpstreamStatusError('StoreList', 500, 'db exploded at /var/lib'),
      'UPSTREAM_ERROR',
      'Upstream request failed (500)',
    ],
  ])('maps %s', (error, code, message) => {
    const mapped = toGraphQLError(error);
    expect(mapped.extensions.code).toBe(code);
    expect(mapped.message).toBe(message);
  });

  it('keeps the upstream status but not the upstream message', () => {
    const mapped = toGraphQLError(new UpstreamStatusError('GetPageAccess', 401, 'Invalid token abc'));
    expect(mapped.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstreamStatus: 401 });
    expect(JSON.stringify(mapped)).not.toContain('abc');
  });

  it('turns unknown errors into INTERNAL_SERVER_ERROR', () => {
    const mapped = toGraphQLError(new Error('connect ECONNREFUSED http://10.0.0.1/main?_token=secret'));
    expect(mapped.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(mapped.message).toBe('Internal error');
  });
});

describe('withMessage', () => {
  it('sets the description message and keeps the upstream code', async () => {
    const failing = withMessage('Failed to fetch page access', Promise.reject(new UpstreamTimeout('GetPageAccess')));
    await expect(failing).rejects.toMatchObject({
      message: 'Failed to fetch page access',
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
  });

  it('passes values through', async () => {
    await expect(withMessage('x', Promise.resolve(3))).resolves.toBe(3);
  });
});

describe('formatError', () => {
  it('keeps our codes and messages, and drops stacks and other extensions', () => {
    const error = asResolverError(
      new GraphQLError('You do not have access to Store List', { extensions: { code: 'FORBIDDEN', secret: 'x' } }),
    );
    const result = format(
      { ...error.toJSON(), extensions: { code: 'FORBIDDEN', secret: 'x', stacktrace: ['at x'] } },
      error,
    );
    expect(result).toEqual({
      message: 'You do not have access to Store List',
      path: ['stores'],
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('maps a raw upstream error thrown from a resolver', () => {
    const result = formatted(asResolverError(new UpstreamStatusError('StoreList', 503, 'down')));
    expect(result.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstreamStatus: 503 });
  });

  it('hides unknown errors behind Internal error', () => {
    const result = formatted(asResolverError(new TypeError('Cannot read properties of undefined (reading "token")')));
    expect(result).toEqual({
      message: 'Internal error',
      path: ['stores'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('keeps validation errors from graphql itself', () => {
    const error = new GraphQLError('Cannot query field "nope" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(formatted(error)).toMatchObject({
      message: 'Cannot query field "nope" on type "Query".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('keeps the field of a BAD_USER_INPUT', () => {
    const error = asResolverError(
      new GraphQLError('limit must be a whole number from 1 to 2000', {
        extensions: { code: 'BAD_USER_INPUT', field: 'limit' },
      }),
    );
    expect(formatted(error).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'limit' });
  });
});
