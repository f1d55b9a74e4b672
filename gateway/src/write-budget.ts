// A per-request budget of upstream writes: one HTTP request (every mutation field of its operation,
// aliases included) may ask for at most a kind's allowance of record writes (stores: MAX_WRITES_PER_REQUEST,
// targets: 1000, plan changes: 200), so aliasing a bulk mutation cannot become thousands of upstream writes.
// Checked before any upstream call of the field that would pass it.
import { gatewayError } from './errors.js';

/** Record writes one request may cause (bulk actions send larger selections in chunks of this size). */
export const MAX_WRITES_PER_REQUEST = 500;

/** Writes asked for so far, by request (the FastifyRequest: one per HTTP request, dropped with it) and kind. */
const spent = new WeakMap<object, Map<string, number>>();

/** Counts `count` writes of `what` against the request's allowance of that kind (`limit`); BAD_USER_INPUT
 *  (nothing counted) past it. */
export function spendWrites(
  request: object,
  count: number,
  what: string,
  field: string,
  limit: number = MAX_WRITES_PER_REQUEST,
): void {
  const kinds = spent.get(request) ?? new Map<string, number>();
  const total = (kinds.get(what) ?? 0) + count;
  if (total > limit)
    throw gatewayError(
      'BAD_USER_INPUT',
      `At most ${limit} ${what} can be changed in one request: send the rest in another`,
      {
        field,
        limit,
      },
    );
  kinds.set(what, total);
  spent.set(request, kinds);
}
