// Names as people read them: the services' one normalisation. A stored name keeps its characters
// but loses invisible ones (zero-width, joiners, direction marks, BOM, soft hyphen) and extra
// spaces; names are compared by a key (NFKC, case folded), so 'ＳＡＭＳＵＮＧ' and 'Samsung'
// followed by a zero-width space are the same brand. The SQL function name_key (migration 016)
// applies the same rule for the unique indexes.
import { HttpError } from './envelope.js';
import { text, type Query } from './handlers.js';

/** Characters that show nothing; the same class as name_key's in migration 016. */
// Escapes, not the characters themselves, so each invisible code point is listed one by one.
const INVISIBLE_CODES =
  String.raw`\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E` +
  String.raw`\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0`;
const INVISIBLE = new RegExp(`[${INVISIBLE_CODES}]`, 'gu');

/** The name as stored: invisible characters removed, spaces collapsed, trimmed. */
export function cleanName(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

/** The comparison key: two names with the same key are the same name. */
export function nameKey(raw: string): string {
  return cleanName(raw.normalize('NFKC')).toUpperCase().toLowerCase();
}

/** A required name parameter, cleaned; refused when empty or made only of invisible characters. */
export function requiredName(query: Query, parameter: string): string {
  const raw = text(query, parameter);
  const name = cleanName(raw);
  if (!name)
    throw new HttpError(400, raw ? `${parameter} has no visible characters` : `${parameter} is required`, parameter);
  return name;
}
