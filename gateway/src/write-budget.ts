// A per-request budget of upstream writes: one HTTP request (every mutation field of its operation,
// aliases included) may ask for at most MAX_WRITES_PER_REQUEST record writes, so a single call cannot
// become thousands of upstream writes. Checked before any upstream call of the field that would pass it.
import { gatewayError } from './errors.js';

/** Record writes one request may cause (bulk actions send larger selections in chunks of this size). */
export const MAX_WRITES_PER_REQUEST = 500;

/** Writes asked for so far, by request (the FastifyRequest: one per HTTP request, dropped with it). */
const spent = new WeakMap<object, number>();

/** Counts `count` writes of `what` against the request's budget; BAD_USER_INPUT (nothing counted) past it. */
export function spendWrites(request: object, count: number, what: string, field: string): void {
  const total = (spent.get(request) ?? 0) + count;
  if (total > MAX_WRITES_PER_REQUEST)
    throw gatewayError(
      'BAD_USER_INPUT',
      `At most ${MAX_WRITES_PER_REQUEST} ${what} can be changed in one request: send the rest in another`,
      { field, limit: MAX_WRITES_PER_REQUEST },
    );
  spent.set(request, total);
}
