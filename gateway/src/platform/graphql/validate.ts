// Input checks run before any upstream call; each failure is BAD_USER_INPUT naming the field.

import { type InputLimit, LIMITS } from '../upstream/limits.gen.js';
import { badUserInput, badUserInputs, type FieldProblem } from './errors.js';
import { cleanName, nameProblem } from './names.js';

const patterns = new Map<string, RegExp>();
/** The contract's pattern as a RegExp, compiled once. */
export function patternOf(limit: InputLimit): RegExp | undefined {
  if (limit.pattern === undefined) return undefined;
  let pattern = patterns.get(limit.pattern);
  if (!pattern) {
    pattern = new RegExp(limit.pattern);
    patterns.set(limit.pattern, pattern);
  }
  return pattern;
}

/** An optional id filter: null/undefined means all (sent upstream as 0). */
export function optionalId(field: string, value: number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (!Number.isSafeInteger(value) || value < 0)
    throw badUserInput(field, `${field} must be a whole number of 0 or more`);
  return value;
}

export function intInRange(field: string, value: number, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw badUserInput(field, `${field} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** A required id: a whole number of 1 or more (BAD_USER_INPUT naming the field otherwise). */
export const requiredId = (field: string, value: number): number =>
  intInRange(field, value, 1, Number.MAX_SAFE_INTEGER);

/** The gateway's one e-mail address rule: the contract's (LIMITS.Email). */
export const EMAIL_ADDRESS = new RegExp(LIMITS.Email.pattern);

/** Trimmed optional text of at most `max` characters ('' when absent). */
export function optionalText(field: string, value: string | null | undefined, max: number): string {
  const text = (value ?? '').trim();
  if (text.length > max) throw badUserInput(field, `${field} must be at most ${max} characters`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: it refuses control characters
  if (/[\u0000-\u001f\u007f]/.test(text)) throw badUserInput(field, `${field} must not contain control characters`);
  return text;
}

/** Required text: non-empty after trimming when `trim`, at most `max` characters. */
export function requiredText(field: string, value: string, max: number, trim = true): string {
  const text = trim ? value.trim() : value;
  if (text.length === 0) throw badUserInput(field, `${field} is required`);
  if (text.length > max) throw badUserInput(field, `${field} must be at most ${max} characters`);
  return text;
}

/**
 * Collects every problem of one input, so a form can mark all its fields at once; `done()` throws
 * one BAD_USER_INPUT listing them (extensions.fields) when there is any.
 */
export class InputChecks {
  private readonly problems: FieldProblem[] = [];

  fail(field: string, message: string): void {
    this.problems.push({ field, message });
  }

  /** Trimmed text within `limit`: a length, or the contract's limit (LIMITS) with its length and pattern. */
  text(
    field: string,
    value: string | null | undefined,
    limit: number | InputLimit,
    options: { required?: boolean; pattern?: RegExp; hint?: string } = {},
  ): string {
    const text = (value ?? '').trim();
    const max = typeof limit === 'number' ? limit : (limit.maxLength ?? Number.POSITIVE_INFINITY);
    const min = typeof limit === 'number' ? 0 : (limit.minLength ?? 0);
    const pattern = options.pattern ?? (typeof limit === 'number' ? undefined : patternOf(limit));
    if (options.required && text.length === 0) this.fail(field, `${field} is required`);
    else if (text.length > max) this.fail(field, `${field} must be at most ${max} characters`);
    else if (text.length > 0 && text.length < min)
      this.fail(field, `${field} ${options.hint ?? `must be at least ${min} characters`}`);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: it refuses control characters
    else if (/[\u0000-\u001f\u007f]/.test(text)) this.fail(field, `${field} must not contain control characters`);
    else if (pattern && text.length > 0 && !pattern.test(text))
      this.fail(field, `${field} ${options.hint ?? 'is not in the expected format'}`);
    return text;
  }

  /**
   * A name: invisible characters dropped, spaces collapsed; refused when nothing visible is left, or when it
   * holds what would show it otherwise than written (control or direction characters, half a character).
   */
  name(field: string, value: string | null | undefined, max: number | InputLimit): string {
    const raw = (value ?? '').trim();
    const name = cleanName(raw);
    const problem = nameProblem(raw) ?? (raw.length > 0 && name.length === 0 ? 'has no visible characters' : undefined);
    if (problem) {
      this.fail(field, `${field} ${problem}`);
      return name;
    }
    return this.text(field, name, max, { required: true });
  }

  id(field: string, value: number): number {
    if (!Number.isSafeInteger(value) || value < 1) this.fail(field, `${field} must be a whole number of 1 or more`);
    return value;
  }

  /** A number within the contract's range (LIMITS), or within `min` to `max`. */
  number(field: string, value: number, range: InputLimit): number;
  number(field: string, value: number, min: number, max: number): number;
  number(field: string, value: number, range: number | InputLimit, upper?: number): number {
    const min = typeof range === 'number' ? range : (range.minimum ?? Number.NEGATIVE_INFINITY);
    const max =
      typeof range === 'number' ? (upper ?? Number.POSITIVE_INFINITY) : (range.maximum ?? Number.POSITIVE_INFINITY);
    if (!Number.isFinite(value) || value < min || value > max)
      this.fail(field, `${field} must be between ${min} and ${max}`);
    return value;
  }

  /** Whether `field` already has a problem (to skip checks that depend on it). */
  failed(field: string): boolean {
    return this.problems.some((problem) => problem.field === field);
  }

  done(): void {
    if (this.problems.length > 0) throw badUserInputs(this.problems);
  }
}
