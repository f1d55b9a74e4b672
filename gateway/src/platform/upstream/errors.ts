// Typed failures of upstream REST calls: made once here, mapped to GraphQL codes in src/errors.ts.
// Messages are safe to show; the upstream's own message and the endpoint stay server side.

export abstract class UpstreamError extends Error {
  abstract readonly code: 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_BAD_RESPONSE' | 'UPSTREAM_ERROR';
  /** The endpoint called (for server logs only). */
  readonly endpoint: string;
  constructor(message: string, endpoint: string) {
    super(message);
    this.endpoint = endpoint;
  }
}

/** The base could not be reached: connection refused, reset or closed. */
export class UpstreamUnavailable extends UpstreamError {
  readonly code = 'UPSTREAM_UNAVAILABLE' as const;
  constructor(endpoint: string) {
    super('Upstream service unavailable', endpoint);
    this.name = 'UpstreamUnavailable';
  }
}

/** No complete answer before the deadline. */
export class UpstreamTimeout extends UpstreamError {
  readonly code = 'UPSTREAM_TIMEOUT' as const;
  constructor(endpoint: string) {
    super('Upstream service timed out', endpoint);
    this.name = 'UpstreamTimeout';
  }
}

/** The body is not JSON, lacks the envelope, or `data` is not the expected list. */
export class UpstreamBadResponse extends UpstreamError {
  readonly code = 'UPSTREAM_BAD_RESPONSE' as const;
  /** What was wrong (server logs only). */
  readonly reason: string;
  constructor(endpoint: string, reason: string) {
    super('Failed to parse API response', endpoint);
    this.name = 'UpstreamBadResponse';
    this.reason = reason;
  }
}

/** The base answered with a failure status (HTTP non-2xx, or body status >= 400). */
export class UpstreamStatusError extends UpstreamError {
  readonly code = 'UPSTREAM_ERROR' as const;
  readonly status: number;
  /** The upstream's message: logged, never sent to clients. */
  readonly upstreamMessage: string;
  /** The envelope's data (a 409 to a versioned update carries the record as it is now). */
  readonly data: unknown;
  constructor(endpoint: string, status: number, upstreamMessage: string, data: unknown = null) {
    super(`Upstream request failed (${status})`, endpoint);
    this.name = 'UpstreamStatusError';
    this.status = status;
    this.upstreamMessage = upstreamMessage;
    this.data = data;
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}
