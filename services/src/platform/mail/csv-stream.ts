// A CSV attachment written as a stream: the header, then each page of rows as the database yields
// it, so a report of any length goes out without being held in memory. csv-stringify writes the
// product's one CSV dialect (contract/csv-dialect.ts), with a byte-order mark so spreadsheets read
// non-ASCII names.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { CSV_DIALECT } from '../../../../contract/csv-dialect.js';

type Cell = string | number;

const lines = (records: readonly (readonly Cell[])[], bom = false) =>
  stringify(
    records.map((record) => [...record]),
    { ...CSV_DIALECT, bom },
  );

export function csvStream<T>(
  header: readonly string[],
  pages: AsyncIterable<T[]>,
  cells: (row: T) => Cell[],
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield lines([header], true);
    for await (const rows of pages) if (rows.length > 0) yield lines(rows.map(cells));
  }
  return Readable.from(chunks());
}
