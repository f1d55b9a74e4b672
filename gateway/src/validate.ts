// Input checks run before any upstream call; each failure is BAD_USER_INPUT naming the field.
import { badUserInput } from './errors.js';

/** An optional id filter: null/undefined means all (sent upstream as 0). */
export function optionalId(field: string, value: number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (!Number.isSafeInteger(value) || value < 0) throw badUserInput(field, `${field} must be a whole number of 0 or more`);
  return value;
}

export function intInRange(field: string, value: number, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw badUserInput(field, `${field} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** Trimmed optional text of at most `max` characters ('' when absent). */
export function optionalText(field: string, value: string | null | undefined, max: number): string {
  const text = (value ?? '').trim();
  if (text.length > max) throw badUserInput(field, `${field} must be at most ${max} characters`);
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
