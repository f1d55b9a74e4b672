// Every row of a paged list, for a CSV export: pages of the largest size the API allows, one after
// another from the first row to the list's total (a list is never cut at one page).
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

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

/**
 * The export of a paged list: every page of `query` with the list's own variables (its filters and sort),
 * fetched past the cache, so a list's export holds its whole filtered list and not only the page shown.
 */
export function useExportAllPages<TData, V extends OperationVariables, R>(
  query: TypedDocumentNode<TData, V>,
  variables: V,
  pick: (data: TData) => ListPage<R> | undefined,
  pageRows = EXPORT_PAGE_ROWS,
): () => Promise<R[]> {
  const client = useApolloClient();
  return () =>
    allPages(async (limit, offset) => {
      const { data } = await client.query({
        query,
        variables: { ...variables, limit, offset },
        fetchPolicy: 'no-cache',
      });
      return data ? pick(data) : undefined;
    }, pageRows);
}
