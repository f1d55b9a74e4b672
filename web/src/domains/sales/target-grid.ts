// The target grid's logic, apart from the screen: cells keyed by member and brand, what a typed or
// pasted value means, which targets changed, where the keyboard moves, and the server's row errors
// back on their cells, and each cell's outcome of a save; the brands a month opens on. Pure.
// A target of 0 is no target (the distributor's bases cannot remove one): a cleared cell saves 0.
import type { TargetInput, TargetType } from '../../gql/graphql';

export const cellKey = (memberId: number, brandId: number) => `${memberId}:${brandId}`;

export type Edits = Readonly<Record<string, string>>;

/** A typed target: a number of 0 or more (whole for quantity, 2 decimals for value), or the problem. */
export function parseTarget(text: string, type: TargetType): { value: number } | { problem: string } {
  const clean = text.trim().replace(/,/g, '');
  if (clean === '') return { value: 0 };
  const pattern = type === 'QUANTITY' ? /^\d{1,12}$/ : /^\d{1,12}(\.\d{1,2})?$/;
  if (!pattern.test(clean))
    return {
      problem: type === 'QUANTITY' ? 'A whole number of 0 or more' : 'An amount of 0 or more, at most 2 decimals',
    };
  return { value: Number(clean) };
}

/** The cells a spreadsheet paste fills, from the focused cell rightwards and downwards. */
export function pastedCells(
  text: string,
  row: number,
  col: number,
  rows: number,
  cols: number,
): { row: number; col: number; value: string }[] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const cells: { row: number; col: number; value: string }[] = [];
  for (const [dr, line] of lines.entries()) {
    for (const [dc, value] of line.split('\t').entries()) {
      if (row + dr < rows && col + dc < cols) cells.push({ row: row + dr, col: col + dc, value: value.trim() });
    }
  }
  return cells;
}

export type Move = 'up' | 'down' | 'left' | 'right';

export function moveFrom(
  row: number,
  col: number,
  move: Move,
  rows: number,
  cols: number,
): { row: number; col: number } {
  const clamp = (value: number, size: number) => Math.max(0, Math.min(size - 1, value));
  switch (move) {
    case 'up':
      return { row: clamp(row - 1, rows), col };
    case 'down':
      return { row: clamp(row + 1, rows), col };
    case 'left':
      return { row, col: clamp(col - 1, cols) };
    case 'right':
      return { row, col: clamp(col + 1, cols) };
  }
}

/** The changed cells as targets to save, and the cells whose text is not a target. */
export function changedTargets(
  original: ReadonlyMap<string, number>,
  edits: Edits,
  type: TargetType,
  /** Inactive brands by id (their names): they take no new target, only changes to one they hold. */
  inactive: ReadonlyMap<number, string> = new Map(),
): { targets: TargetInput[]; keys: string[]; problems: Record<string, string> } {
  const targets: TargetInput[] = [];
  const keys: string[] = [];
  const problems: Record<string, string> = {};
  for (const [key, text] of Object.entries(edits)) {
    const parsed = parseTarget(text, type);
    if ('problem' in parsed) {
      problems[key] = parsed.problem;
      continue;
    }
    // No target and 0 are the same: clearing a target saves 0, and 0 where there is none changes nothing.
    const unchanged = parsed.value === (original.get(key) ?? 0);
    if (unchanged) continue;
    const [teamMemberId, brandId] = key.split(':').map(Number) as [number, number];
    const inactiveName = inactive.get(brandId);
    if (inactiveName !== undefined && parsed.value > 0 && !original.has(key)) {
      problems[key] = `${inactiveName} is inactive: it takes no new targets`;
      continue;
    }
    targets.push({ teamMemberId, brandId, target: parsed.value });
    keys.push(key);
  }
  return { targets, keys, problems };
}

/** The gateway names rows as targets[i].field: each on the cell it was saved from. */
export function rowErrors(
  fields: readonly { field: string; message: string }[],
  keys: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fields) {
    const index = /^targets\[(\d+)\]/.exec(field)?.[1];
    const key = index === undefined ? undefined : keys[Number(index)];
    if (key && !errors[key]) errors[key] = message.replace(/^Row \d+: /, '');
  }
  return errors;
}

export interface CellOutcome {
  teamMemberId: number;
  brandId: number;
  saved: boolean;
  message?: string | null;
}

/** After a save, cell by cell: saved cells leave the edits (they clear), refused ones stay with their reason. */
export function afterSave(
  edits: Edits,
  outcomes: readonly CellOutcome[],
): { edits: Record<string, string>; errors: Record<string, string> } {
  const next: Record<string, string> = { ...edits };
  const errors: Record<string, string> = {};
  for (const outcome of outcomes) {
    const key = cellKey(outcome.teamMemberId, outcome.brandId);
    if (outcome.saved) delete next[key];
    else errors[key] = outcome.message ?? 'Not saved';
  }
  return { edits: next, errors };
}

/** The gateway takes at most this many targets a call and a request (MAX_TARGETS in targets.resolver.ts). */
export const TARGETS_PER_CALL = 1000;

/** Items in order, split into sequential batches of at most `size`: one call each. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** The month before `month` (1 to 12) of `year`. */
export function previousMonth(year: number, month: number): { year: number; month: number } {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** Brands a month opens on when nobody has chosen: the first this many active ones, alphabetically. */
export const DEFAULT_COLUMNS = 5;

/**
 * The brands a month's grid offers as columns: the active ones, and an inactive one only where it already holds a
 * target of the month, its name marked "(inactive)" (a new target is not set on a brand the business stopped).
 */
export function targetBrands<B extends { id: number; name: string; active: boolean }>(
  brands: readonly B[],
  withTargets: readonly number[],
): B[] {
  const held = new Set(withTargets);
  return brands
    .filter((brand) => brand.active || held.has(brand.id))
    .map((brand) => (brand.active ? brand : { ...brand, name: `${brand.name} (inactive)` }));
}

/**
 * The brands a month opens on, of those it offers (targetBrands): those with targets in it; else those that had
 * targets the month before (still offered); else the first DEFAULT_COLUMNS active brands, in the list's order.
 */
export function openingBrands(
  brands: readonly { id: number; active: boolean }[],
  withTargets: readonly number[],
  previous: readonly number[],
): number[] {
  if (withTargets.length > 0) return [...new Set(withTargets)];
  const known = new Set(brands.map((brand) => brand.id));
  const carried = [...new Set(previous)].filter((id) => known.has(id));
  if (carried.length > 0) return carried;
  return brands
    .filter((brand) => brand.active)
    .slice(0, DEFAULT_COLUMNS)
    .map((brand) => brand.id);
}

/**
 * The members a "Find member" text keeps: those whose name, login or region holds every word typed (any case), in
 * the list's order; every member when nothing is typed. The grid draws only the rows in view, so the browser's
 * find-in-page cannot reach a row far down: this does.
 */
export function matchingMembers<M extends { name: string; login: string | null; region?: { name: string } | null }>(
  members: readonly M[],
  text: string,
): readonly M[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return members;
  return members.filter((member) => {
    const said = `${member.name} ${member.login ?? ''} ${member.region?.name ?? ''}`.toLowerCase();
    return words.every((word) => said.includes(word));
  });
}
