// The contract's response envelope { status, message, data } and the error that produces a failed one.
export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
  /** A paged list (Limit given): how many rows the whole list has. */
  total?: number;
  /** A paged list of display-check lines: the measures of the whole list. */
  totals?: unknown;
}

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { status: 200, message, data };
}

/** Thrown by a handler to answer with a non-success status and a message a caller can show. */
export class HttpError extends Error {
  /** `data` is sent in the envelope (the record as it is now, when a stale Version is refused). */
  constructor(
    readonly status: number,
    message: string,
    readonly parameter?: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * A successful envelope already written as JSON text, its `data` a list whose rows the database keeps serialized
 * (StoreList): sent as is, never parsed into objects and written out again.
 */
export class JsonList {
  readonly text: string;
  /** `rows`: the rows' JSON texts joined with commas. */
  constructor(rows: string) {
    this.text = `{"status":200,"message":"OK","data":[${rows}]}`;
  }
}

/** A handler's answer that is not JSON (a picture): sent as is with its content type. */
export class RawBody {
  constructor(
    readonly contentType: string,
    readonly body: Buffer,
    readonly cacheControl = 'private, max-age=31536000, immutable',
  ) {}
}
