// What the settings pages share: an upstream refusal as a clear error and the check of a bulk id list
// against a cached list.
import { badUserInput, fromWriteRefusal } from '../../platform/graphql/errors.js';

const MAX_BULK = 5000;

export const refused = (error: unknown): never => {
  throw fromWriteRefusal(error);
};

/** The distinct ids, comma-separated, each known to the cached list; at most MAX_BULK of them. */
export function idList(
  field: string,
  values: readonly number[] | null | undefined,
  known: ReadonlyMap<number, unknown> | undefined,
): string {
  const list = [...new Set(values ?? [])];
  if (list.length > MAX_BULK) throw badUserInput(field, `${field} may hold at most ${MAX_BULK} ids`);
  const unknown = list.find((id) => !known?.has(id));
  if (unknown !== undefined) throw badUserInput(field, `${field} names ${unknown}, which does not exist`);
  return list.join(',');
}
