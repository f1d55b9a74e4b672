// CSV text of GraphQL rows: nested objects flattened to dotted columns (`region.name`), written by
// csv-stringify in the product's one dialect (contract/csv-dialect.ts). Written in chunks, so a long list streams.
import { stringify } from 'csv-stringify/sync';
import { Kind, type SelectionSetNode } from 'graphql';
import { isInstant, onBusinessClock } from '../../../../contract/business-clock.js';
import { CSV_DIALECT } from '../../../../contract/csv-dialect.js';
import { businessTimeZone } from '../business-day.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Cell = string | number | boolean | null;

/** The byte-order mark that makes spreadsheets read the file as UTF-8 (non-ASCII names). */
export const CSV_BOM = '\uFEFF';

/** A plain cell for a value: an instant on the business's clock (ISO 8601 with its offset), arrays of scalars
 *  joined by '; ', other nested values as JSON. */
export function cell(value: Json | undefined): Cell {
  if (value === undefined) return null;
  if (isInstant(value)) return onBusinessClock(value, businessTimeZone());
  if (value === null || typeof value !== 'object') return value;
  return Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)
    ? value.join('; ')
    : JSON.stringify(value);
}

const lines = (records: Cell[][]) => stringify(records, CSV_DIALECT);

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

/** The values of one row under `columns` (nested objects by their dotted path). */
export function flatValues(row: Json, columns: readonly string[]): (Json | undefined)[] {
  const flat = flatten(row);
  return columns.map((column) => flat.get(column));
}

/** The start of a CSV file: the byte-order mark and the header line. */
export const csvHeader = (columns: readonly string[]) => CSV_BOM + lines([[...columns]]);

/** The lines of `rows` under `columns`, each ended by CRLF ('' for no rows). */
export function csvLines(rows: readonly Json[], columns: readonly string[]): string {
  return lines(rows.map((row) => flatValues(row, columns).map(cell)));
}

/**
 * Rows of nested objects flattened to dotted columns: the given ones first, then any others in order of first
 * appearance.
 */
export function rowsToCsv(rows: readonly Json[], known: readonly string[] = []): string {
  const columns = columnsOf(rows, known);
  return csvHeader(columns) + csvLines(rows, columns);
}
