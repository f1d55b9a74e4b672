// CSV export built in the browser, downloaded as a file. csv-stringify writes the product's one CSV
// dialect (contract/csv-dialect.ts), with a byte-order mark so spreadsheets read non-ASCII names.
// The browser build: the package's main one uses Node's Buffer at load.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { CSV_DIALECT } from '../../../../contract/csv-dialect';

export type CsvCell = string | number | null | undefined;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([[...header], ...rows.map((row) => [...row])], { ...CSV_DIALECT, bom: true });
}

/** Saves `content` as a file named `filename` through a temporary link. */
export function downloadFile(filename: string, content: BlobPart, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

export function downloadCsv(filename: string, csv: string) {
  downloadFile(filename, csv, 'text/csv;charset=utf-8');
}
