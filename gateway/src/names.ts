// Names as people read them: the gateway's one normalisation (the services keep their own, the
// same rule). Invisible characters (zero-width, joiners, direction marks, BOM, soft hyphen) are
// dropped and spaces collapsed before a name is sent; two names are the same when their keys are
// (NFKC, case folded): 'ＳＡＭＳＵＮＧ' and 'Samsung' followed by a zero-width space are one brand.
// Escapes, not the characters themselves, so each invisible code point is listed one by one.
const INVISIBLE_CODES =
  String.raw`\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E` +
  String.raw`\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0`;
const INVISIBLE = new RegExp(`[${INVISIBLE_CODES}]`, 'gu');

/** The name as sent upstream: invisible characters removed, spaces collapsed, trimmed. */
export function cleanName(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

/** The comparison key: two names with the same key are the same name. */
export function nameKey(raw: string): string {
  return cleanName(raw.normalize('NFKC')).toUpperCase().toLowerCase();
}

/** The first of `rows` (other than `exceptId`) whose name is the same as `name`. */
export function sameName<T>(
  rows: readonly T[],
  name: string,
  nameOf: (row: T) => string,
  idOf: (row: T) => number,
  exceptId?: number,
): T | undefined {
  const key = nameKey(name);
  return rows.find((row) => idOf(row) !== exceptId && nameKey(nameOf(row)) === key);
}
