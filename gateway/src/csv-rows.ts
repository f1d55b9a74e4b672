// CSV text of GraphQL rows: nested objects flattened to dotted columns (`region.name`), cells quoted
// where needed and formula-like cells kept as text. Written in chunks, so a long list streams.
import { Kind, type SelectionSetNode } from 'graphql';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const FORMULA = /^[=+\-@\t\r]/;

export function cell(value: Json | undefined): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'object')
    text =
      Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)
        ? value.join('; ')
        : JSON.stringify(value);
  else text = String(value);
  // A cell a spreadsheet would run as a formula is kept as text.
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The dotted columns a selection asks for (`region { name }` → region.name); undefined with fragments. */
export function selectedColumns(selectionSet: SelectionSetNode | undefined, path = ''): string[] | undefined {
  if (!selectionSet) return [path];
  const columns: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return undefined;
    const key = selection.alias?.value ?? selection.name.value;
    const inner = selectedColumns(selection.selectionSet, path ? `${path}.${key}` : key);
    if (!inner) return undefined;
    columns.push(...inner);
  }
  return columns;
}

function flatten(row: Json): Map<string, Json> {
  const out = new Map<string, Json>();
  const walk = (value: Json, path: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    } else out.set(path || 'value', value);
  };
  walk(row, '');
  return out;
}

/** The given columns, then any others of `rows` in order of first appearance. */
export function columnsOf(rows: readonly Json[], known: readonly string[] = []): string[] {
  const columns: string[] = [...known];
  const seen = new Set<string>(known);
  for (const row of rows)
    for (const key of flatten(row).keys())
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
  return columns;
}

export const csvHeader = (columns: readonly string[]) => `${columns.map(cell).join(',')}\r\n`;

/** The lines of `rows` under `columns`, each ended by CRLF ('' for no rows). */
export function csvLines(rows: readonly Json[], columns: readonly string[]): string {
  return rows
    .map((row) => {
      const flat = flatten(row);
      return `${columns.map((column) => cell(flat.get(column))).join(',')}\r\n`;
    })
    .join('');
}

/** Rows of nested objects flattened to dotted columns: the given ones first, then any others in order of first appearance. */
export function rowsToCsv(rows: readonly Json[], known: readonly string[] = []): string {
  const columns = columnsOf(rows, known);
  return csvHeader(columns) + csvLines(rows, columns);
}
