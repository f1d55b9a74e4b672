// The contract's input limits (generated into LIMITS) applied to form text: its length and pattern.
import type { InputLimit } from '../../gql/limits.gen';

const patterns = new Map<string, RegExp>();

/** Whether `text` is within the limit's lengths and matches its pattern (when it has one). */
export function fits(text: string, limit: InputLimit): boolean {
  if (text.length < (limit.minLength ?? 0) || text.length > (limit.maxLength ?? Number.POSITIVE_INFINITY)) return false;
  if (limit.pattern === undefined) return true;
  let pattern = patterns.get(limit.pattern);
  if (!pattern) {
    pattern = new RegExp(limit.pattern);
    patterns.set(limit.pattern, pattern);
  }
  return pattern.test(text);
}
