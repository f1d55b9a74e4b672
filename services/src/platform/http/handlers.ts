// The registry that maps each contract operationId to the function that answers it.
import type { Db } from '../db/db.js';
import type { Mailer } from '../mail/mailer.js';
import type { Envelope, JsonList, RawBody } from './envelope.js';

/** The file of a multipart upload: the form field it came in and its bytes (its name is never used). */
export interface UploadedFile {
  field: string;
  bytes: Buffer;
}

export interface HandlerContext {
  db: Db;
  file?: UploadedFile;
  mail?: Mailer;
}

/** The query string, validated and coerced against the contract (integers are numbers, defaults set). */
export type Query = Record<string, string | number | undefined>;

export type Handler = (query: Query, context: HandlerContext) => Promise<Envelope | JsonList | RawBody>;

export type HandlerTable = Record<string, Handler>;

/** Reads a parameter the contract declares as an integer (validated before the handler runs). */
export function int(query: Query, name: string): number {
  const value = query[name];
  return typeof value === 'number' ? value : Number(value ?? 0);
}

/** Reads a parameter the contract declares as a string, trimmed. */
export function text(query: Query, name: string): string {
  const value = query[name];
  return value === undefined ? '' : String(value).trim();
}
