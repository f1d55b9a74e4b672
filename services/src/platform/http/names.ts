// Names as people read them: the services' one normalisation. A stored name keeps its characters
// but loses invisible ones (zero-width, joiners, direction marks, BOM, soft hyphen) and extra
// spaces; names are compared by a key (NFKC, case folded), so 'ＳＡＭＳＵＮＧ' and 'Samsung'
// followed by a zero-width space are the same brand. The SQL function name_key (migration 016)
// applies the same rule for the unique indexes. A name that cannot be shown as written is refused, and
// brands and categories are compared by what they look like too (lookalikeKey: 'Веst' in Cyrillic is 'Best').
// unhomoglyph: Unicode's confusables.txt (TS #39) as data, small, no dependencies ('confusables' maps to English only).
import unhomoglyph from 'unhomoglyph';
import { HttpError } from './envelope.js';
import { type Query, text } from './handlers.js';

/** Characters that show nothing; the same class as name_key's in migration 016. */
// Escapes, not the characters themselves, so each invisible code point is listed one by one.
const INVISIBLE_CODES =
  String.raw`\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E` +
  String.raw`\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0`;
const INVISIBLE = new RegExp(`[${INVISIBLE_CODES}]`, 'gu');

/** The name as stored: invisible characters removed, spaces (a braille blank is one) collapsed, trimmed. */
export function cleanName(raw: string): string {
  return raw
    .replace(INVISIBLE, '')
    .replace(/[\s\u2800]+/gu, ' ')
    .trim();
}

const LONE_SURROGATE = /\p{Cs}/u;
// Characters that turn the text around them (overrides, embeddings, isolates): a name holding one reads
// differently in every list it is shown in, so it is refused rather than dropped.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: it refuses control characters
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/u;
// What shows nothing on a screen: separators, marks without a letter, format, private-use and unassigned
// characters, and the blank letters (Hangul fillers, the braille blank) that fonts draw as nothing.
const BLANK = /[\p{Z}\p{M}\p{C}\s\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** Why `raw` cannot be a name (a phrase after the parameter's name), or undefined when it can. */
export function nameProblem(raw: string): string | undefined {
  if (LONE_SURROGATE.test(raw)) return 'must be text (it holds half of a character)';
  if (CONTROLS.test(raw)) return 'must not contain control characters';
  if (BIDI_CONTROLS.test(raw)) return 'must not contain characters that change the direction of the text';
  if (raw.length > 0 && raw.replace(BLANK, '').length === 0) return 'has no visible characters';
  return undefined;
}

/** The comparison key: two names with the same key are the same name. */
export function nameKey(raw: string): string {
  return cleanName(raw.normalize('NFKC')).toUpperCase().toLowerCase();
}

/**
 * The comparison key of what a name looks like: Unicode's confusable skeleton (TS #39), letter by letter of
 * the capital where that has a look-alike (Cyrillic 'в' is 'B'), else of the small letter (Latin 'ɑ' is 'a'),
 * so 'Веst', 'веst', 'BEST' and 'Best' share one key whatever the case. Not for display ('m' becomes 'rn').
 */
export function lookalikeKey(raw: string): string {
  const skeleton = (value: string) => unhomoglyph(value.normalize('NFD')).normalize('NFD');
  let key = '';
  for (const letter of cleanName(raw.normalize('NFKC')).normalize('NFD')) {
    const small = letter.toLowerCase();
    const capital = small.toUpperCase();
    const seen = skeleton(capital);
    key += seen === capital ? skeleton(small).toUpperCase() : seen;
  }
  return skeleton(key).toLowerCase();
}

/**
 * A required name parameter, cleaned; refused when empty, made only of invisible characters, or holding what
 * would show it otherwise than written (control or direction characters, half a character).
 */
export function requiredName(query: Query, parameter: string): string {
  const raw = text(query, parameter);
  const name = cleanName(raw);
  const problem = nameProblem(raw) ?? (raw && !name ? 'has no visible characters' : undefined);
  if (problem) throw new HttpError(400, `${parameter} ${problem}`, parameter);
  if (!name) throw new HttpError(400, `${parameter} is required`, parameter);
  return name;
}
