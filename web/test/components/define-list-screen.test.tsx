// A paged report declared with defineListScreen, as a person meets it: the page, size, order and filter of the URL
// asked of its query, the page shown kept while the next one loads, its headers sorting every row by the query, the
// pager, the export of every row, and the frame's empty and failure states. No gateway runs: a link answers the
// list's query and leaves every other (the calendar, the filter's pickers) unanswered, as render.tsx does.
import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { ReportFilter, SortDirection } from '../../src/gql/graphql';
import { defineListScreen } from '../../src/platform/components/define-list-screen';
import { renderInProduct } from './render';

interface Visit {
  __typename: 'Visit';
  id: number;
  store: string;
  minutes: number;
  planned: boolean;
}
interface VisitsData {
  visits: { __typename: 'VisitPage'; total: number; items: Visit[] };
}
type VisitsVariables = {
  filter?: ReportFilter | null;
  limit?: number | null;
  offset?: number | null;
  orderBy?: { field: 'STORE' | 'MINUTES'; direction?: SortDirection | null } | null;
};
type TransfersVariables = { filter?: ReportFilter | null; limit?: number | null; offset?: number | null };

const VisitsQuery: TypedDocumentNode<VisitsData, VisitsVariables> = gql`
  query Visits($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: VisitOrder) {
    visits(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {
      total
      items { id store minutes planned }
    }
  }
`;
/** A list its query does not sort: the base's order only. */
const TransfersQuery: TypedDocumentNode<VisitsData, TransfersVariables> = gql`
  query Transfers($filter: ReportFilter, $limit: Int, $offset: Int) {
    visits: transfers(filter: $filter, limit: $limit, offset: $offset) {
      total
      items { id store minutes planned }
    }
  }
`;

const VisitList = defineListScreen({
  query: VisitsQuery,
  page: (data) => data.visits,
  columns: ({ number }) => [
    { label: 'Store', value: (visit) => visit.store, sort: 'STORE' },
    { label: 'Minutes', value: (visit) => number(visit.minutes), sort: 'MINUTES' },
    { label: 'Plan', value: (visit) => (visit.planned ? 'Planned' : 'Unplanned') },
  ],
  filters: ['region'],
  sorts: ['STORE', 'MINUTES'],
  caption: 'Visits',
  csvName: 'visits.csv',
  errorMessage: 'Failed to fetch visits.',
  emptyTitle: 'No visits for these filters',
  highlight: (visit) => !visit.planned,
  highlightName: 'unplanned',
});

const TransferList = defineListScreen({
  query: TransfersQuery,
  page: (data) => data.visits,
  columns: [{ label: 'Store', value: (visit) => visit.store }],
  filters: ['region'],
  caption: 'Transfers',
  csvName: 'transfers.csv',
  errorMessage: 'Failed to fetch transfers.',
});

type Answer = VisitsData | Error;
/** The list's answers, by the variables asked; a held one waits for `release`. */
interface Base {
  asked: Record<string, unknown>[];
  answer: (variables: Record<string, unknown>) => Answer | Promise<Answer>;
}

const visits = (offset: number, count: number, total: number): VisitsData => ({
  visits: {
    __typename: 'VisitPage',
    total,
    items: Array.from({ length: count }, (_, index) => ({
      __typename: 'Visit',
      id: offset + index + 1,
      store: `Store ${offset + index + 1}`,
      minutes: 10 + index,
      planned: index % 2 === 0,
    })),
  },
});

function client(base: Base) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName !== 'Visits' && operation.operationName !== 'Transfers') return;
        base.asked.push(operation.variables);
        void Promise.resolve(base.answer(operation.variables)).then((answer) => {
          if (answer instanceof Error) observer.error(answer);
          else {
            observer.next({ data: answer });
            observer.complete();
          }
        });
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

/** Where the screen has put the URL. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

function Screen({ base, url, children }: { base: Base; url: string; children: ReactNode }) {
  const [apollo] = useState(() => client(base));
  return (
    <ApolloProvider client={apollo}>
      <MemoryRouter initialEntries={[url]}>
        {children}
        <Address />
      </MemoryRouter>
    </ApolloProvider>
  );
}

/** The declared list (Visits unless said) at `url`, its query answered by `base`. */
const open = (base: Base, url: string, list: ReactNode = <VisitList />) =>
  renderInProduct(
    <Screen base={base} url={url}>
      {list}
    </Screen>,
  );
const address = () => new URLSearchParams(page.getByRole('status', { name: 'Address' }).element().textContent ?? '');
const lastAsked = (base: Base) => base.asked.at(-1);
const bodyStores = () => [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);

afterEach(() => localStorage.clear());

describe('defineListScreen', () => {
  test("asks its query for the URL's filter, page, size and order, and shows that page with its pager", async () => {
    const base: Base = { asked: [], answer: (v) => visits(Number(v.offset), 25, 60) };
    await open(base, '/Visits?region=3&page=2&size=25&sort=minutes&dir=desc');
    await expect.element(page.getByRole('cell', { name: 'Store 26', exact: true })).toBeVisible();
    expect(lastAsked(base)).toMatchObject({
      filter: { regionId: 3 },
      limit: 25,
      offset: 25,
      orderBy: { field: 'MINUTES', direction: 'DESC' },
    });
    await expect.element(page.getByText('Showing 26–50 of 60')).toBeVisible();
    await expect
      .element(page.getByRole('columnheader', { name: 'Minutes' }))
      .toHaveAttribute('aria-sort', 'descending');
    expect(document.querySelectorAll('tbody tr[data-highlight="unplanned"]').length).toBeGreaterThan(0);
  });

  test('a header sorts every row by the query from the first page, the filter kept in the URL', async () => {
    const base: Base = { asked: [], answer: (v) => visits(Number(v.offset), 50, 120) };
    await open(base, '/Visits?region=3&page=2');
    await expect.element(page.getByRole('cell', { name: 'Store 51', exact: true })).toBeVisible();
    expect(lastAsked(base)).toMatchObject({ offset: 50, orderBy: null });
    await page.getByRole('columnheader', { name: 'Store' }).getByRole('button').click();
    await expect
      .poll(() => lastAsked(base))
      .toMatchObject({ offset: 0, orderBy: { field: 'STORE', direction: 'ASC' } });
    await expect.poll(() => address().get('sort')).toBe('store');
    expect(address().get('region')).toBe('3');
    expect(address().has('page')).toBe(false);
    await page.getByRole('columnheader', { name: 'Store' }).getByRole('button').click();
    await expect.poll(() => lastAsked(base)).toMatchObject({ orderBy: { field: 'STORE', direction: 'DESC' } });
    // A column the query does not sort by has no sorting header.
    await expect.element(page.getByRole('columnheader', { name: 'Plan' }).getByRole('button')).not.toBeInTheDocument();
  });

  test('the next page keeps the rows shown until it answers', async () => {
    let release = () => {};
    const base: Base = {
      asked: [],
      answer: (v) =>
        Number(v.offset) === 0
          ? visits(0, 50, 70)
          : new Promise((resolve) => {
              release = () => resolve(visits(50, 20, 70));
            }),
    };
    await open(base, '/Visits');
    await expect.element(page.getByRole('cell', { name: 'Store 1', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => lastAsked(base)).toMatchObject({ offset: 50, limit: 50 });
    expect(bodyStores()[0]).toBe('Store 1');
    expect(page.getByRole('status', { name: 'Loading' }).elements()).toHaveLength(0);
    release();
    await expect.element(page.getByRole('cell', { name: 'Store 51', exact: true })).toBeVisible();
    await expect.element(page.getByText('Showing 51–70 of 70')).toBeVisible();
    expect(address().get('page')).toBe('2');
  });

  test('its export asks every row in pages of the export size, in the order shown, past the cache', async () => {
    const base: Base = { asked: [], answer: (v) => visits(Number(v.offset), Math.min(Number(v.limit), 3), 3) };
    await open(base, '/Visits?sort=store');
    await expect.element(page.getByRole('cell', { name: 'Store 1', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /Export CSV/ }).click();
    await expect
      .poll(() => lastAsked(base))
      .toMatchObject({ limit: 10_000, offset: 0, orderBy: { field: 'STORE', direction: 'ASC' } });
  });

  test('a list its query does not sort never asks for an order, and no header sorts', async () => {
    const base: Base = { asked: [], answer: (v) => visits(Number(v.offset), 2, 2) };
    await open(base, '/ProductTransfer', <TransferList />);
    await expect.element(page.getByRole('cell', { name: 'Store 1', exact: true })).toBeVisible();
    expect(lastAsked(base)).toEqual({ filter: expect.any(Object), limit: 50, offset: 0 });
    expect(page.getByRole('columnheader', { name: 'Store' }).getByRole('button').elements()).toHaveLength(0);
  });

  test('an empty answer shows what the declaration says is empty', async () => {
    const base: Base = { asked: [], answer: () => visits(0, 0, 0) };
    await open(base, '/Visits');
    await expect.element(page.getByRole('heading', { name: 'No visits for these filters' })).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });

  test('a failure says the declared message, and Retry asks again and shows the rows', async () => {
    let failing = true;
    const base: Base = {
      asked: [],
      answer: () => (failing ? new TypeError('Failed to fetch') : visits(0, 2, 2)),
    };
    await open(base, '/Visits');
    await expect.element(page.getByRole('alert').getByText('Failed to fetch visits.')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.element(page.getByRole('cell', { name: 'Store 2', exact: true })).toBeVisible();
  });
});
