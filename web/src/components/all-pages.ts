// Every row of a paged list, for a CSV export: pages of the largest size the API allows, one after
// another from the first row to the list's total (a list is never cut at one page).
export const EXPORT_PAGE_ROWS = 10_000;

export interface ListPage<R> {
  total: number;
  items: readonly R[];
}

export async function allPages<R>(
  page: (limit: number, offset: number) => Promise<ListPage<R> | undefined>,
  /** The largest page this list's API allows. */
  pageRows = EXPORT_PAGE_ROWS,
): Promise<R[]> {
  const rows: R[] = [];
  for (let offset = 0; ; offset += pageRows) {
    const answer = await page(pageRows, offset);
    if (!answer) return rows;
    rows.push(...answer.items);
    if (answer.items.length < pageRows || rows.length >= answer.total) return rows;
  }
}
