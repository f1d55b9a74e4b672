// A CSV attachment written as a stream: the header, then each page of rows as the database yields
// it, so a report of any length goes out without being held in memory. Cells are quoted and
// formula-like values kept as text.
import { Readable } from 'node:stream';

export const csvCell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

const line = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function csvStream<T>(
  header: readonly string[],
  pages: AsyncIterable<T[]>,
  cells: (row: T) => (string | number)[],
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield line(header);
    for await (const rows of pages) yield rows.map((row) => line(cells(row))).join('');
  }
  return Readable.from(lines());
}
