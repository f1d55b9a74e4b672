// The save-with-refusal flow every master-record write shares: the upstream's refusal (409, 404, 400)
// becomes a clear error, a write that answers no saved row is a bad response, and the cached lists the
// write changed are dropped before the saved record is presented.

import { UpstreamBadResponse } from '../upstream/errors.js';
import { fromWriteRefusal } from './errors.js';

export interface SaveSpec<R, K extends keyof R, T> {
  /** The endpoint written to (server logs only). */
  endpoint: string;
  /** The saved row's id column: a write answering no numeric id saved nothing we can show. */
  id: K;
  /** What was saved, for the bad-response reason ('no saved <what> in data'). */
  what: string;
  /** Drops the cached lists the write changed (locally and on every instance). */
  invalidate: () => Promise<void>;
  /** The saved record as the schema serves it. */
  present: (row: R) => T | Promise<T>;
}

export async function savedRow<R extends object, K extends keyof R, T>(
  write: Promise<R | undefined>,
  spec: SaveSpec<R, K, T>,
): Promise<T> {
  const row = await write.catch((error: unknown) => {
    throw fromWriteRefusal(error);
  });
  if (!row || typeof row[spec.id] !== 'number')
    throw new UpstreamBadResponse(spec.endpoint, `no saved ${spec.what} in data`);
  await spec.invalidate();
  return spec.present(row);
}
