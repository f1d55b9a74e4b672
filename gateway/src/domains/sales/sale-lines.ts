// Every sale line of a filter, a page at a time, from the description's calls alone: RecnetSales answers the latest
// 200 lines of a range and no more, and DailySales says how many lines each day holds. A page's days are read in
// runs of whole days of at most 200 lines, a call each, and each line takes its place by its day's count; a single
// day of more than 200 lines lists its latest 200 (the rest of it cannot be asked for).
import type { Context } from '../../platform/graphql/context.js';
import type { Paging } from '../../platform/graphql/paging.js';
import type { ReportParams } from '../../platform/reports/report-filter.js';
import { fetchDailySales, fetchRecentSales } from './sales.rest.js';

/** The most lines RecnetSales answers for one range. */
export const RECENT_SALES = 200;
/** The largest page of sale lines: a page is read in calls of up to RECENT_SALES lines each, side by side. */
export const MAX_SALE_LINES_PAGE = 1_000;

type SaleRow = Awaited<ReturnType<typeof fetchRecentSales>>[number];

export async function saleLinePage(
  ctx: Context,
  params: ReportParams,
  paging: Paging,
): Promise<{ total: number; rows: SaleRow[] }> {
  const days = (await fetchDailySales(ctx, params)).filter((day) => day.Lines > 0);
  const total = days.reduce((sum, day) => sum + day.Lines, 0);
  const end = paging.offset + paging.limit;
  // The page's days, newest first, each with the place of its first line in the whole list.
  const start = new Map<string, number>();
  const runs: { from: string; to: string; lines: number }[] = [];
  let place = 0;
  for (const day of [...days].sort((a, b) => b.SaleDate.localeCompare(a.SaleDate))) {
    if (place >= end) break;
    if (place + day.Lines > paging.offset) {
      start.set(day.SaleDate, place);
      const run = runs.at(-1);
      if (run && run.lines + day.Lines <= RECENT_SALES) {
        run.from = day.SaleDate;
        run.lines += day.Lines;
      } else runs.push({ from: day.SaleDate, to: day.SaleDate, lines: day.Lines });
    }
    place += day.Lines;
  }
  const answers = await Promise.all(
    runs.map((run) => fetchRecentSales(ctx, { ...params, FromDate: run.from, ToDate: run.to })),
  );
  const rows: SaleRow[] = [];
  for (const answer of answers) {
    let day = '';
    let index = 0;
    for (const row of answer) {
      if (row.SaleDate !== day) [day, index] = [row.SaleDate, 0];
      const at = (start.get(day) ?? Number.NaN) + index++;
      if (at >= paging.offset && at < end) rows.push(row);
    }
  }
  return { total, rows };
}
