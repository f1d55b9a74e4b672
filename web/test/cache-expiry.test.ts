// Freshness: unused query data is kept 60 s after its last watcher leaves, then dropped (with the
// records only it reached), so a screen revisited later fetches current data.
import { ApolloClient, ApolloLink, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache, KEEP_UNUSED_MS } from '../src/platform/app/cache';

const BRANDS = gql`query Brands { brands { id name active } }`;
const STORES = gql`query Stores($regionId: Int) { stores(regionId: $regionId) { id name } brands { id name active } }`;
const brands = [{ __typename: 'Brand', id: 1, name: 'Walton', active: true }];
const stores = [{ __typename: 'Store', id: 5, name: 'Agora' }];

describe('unused cached data expires after 60 s', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the description's 60 seconds", () => {
    expect(KEEP_UNUSED_MS).toBe(60_000);
  });

  it("drops a query's data 60 s after its last watcher leaves, not before, and collects its records", () => {
    const cache = createCache();
    cache.writeQuery({ query: BRANDS, data: { brands } });
    const stop = cache.watch({ query: BRANDS, optimistic: true, callback: () => undefined });
    vi.advanceTimersByTime(5 * KEEP_UNUSED_MS);
    expect(cache.readQuery({ query: BRANDS })).not.toBeNull();
    stop();
    vi.advanceTimersByTime(KEEP_UNUSED_MS - 1);
    expect(cache.readQuery({ query: BRANDS })).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(cache.readQuery({ query: BRANDS })).toBeNull();
    expect(cache.extract()['Brand:1']).toBeUndefined();
  });

  it('keeps data a watcher comes back to within 60 s, and data another query still watches', () => {
    const cache = createCache();
    cache.writeQuery({ query: STORES, variables: { regionId: 1 }, data: { stores, brands } });
    const first = cache.watch({
      query: STORES,
      variables: { regionId: 1 },
      optimistic: true,
      callback: () => undefined,
    });
    const other = cache.watch({ query: BRANDS, optimistic: true, callback: () => undefined });
    first();
    vi.advanceTimersByTime(KEEP_UNUSED_MS / 2);
    const again = cache.watch({
      query: STORES,
      variables: { regionId: 1 },
      optimistic: true,
      callback: () => undefined,
    });
    vi.advanceTimersByTime(KEEP_UNUSED_MS);
    expect(cache.readQuery({ query: STORES, variables: { regionId: 1 } })).not.toBeNull();
    again();
    vi.advanceTimersByTime(KEEP_UNUSED_MS);
    // The stores of region 1 are gone; the brands, still watched by the other query, stay.
    expect(cache.readQuery({ query: STORES, variables: { regionId: 1 } })).toBeNull();
    expect(cache.readQuery({ query: BRANDS })).toEqual({ brands });
    expect(cache.extract()['Store:5']).toBeUndefined();
    other();
  });

  it('expires data written without any watcher', () => {
    const cache = createCache();
    cache.writeQuery({ query: BRANDS, data: { brands } });
    vi.advanceTimersByTime(KEEP_UNUSED_MS);
    expect(cache.readQuery({ query: BRANDS })).toBeNull();
  });

  it('makes a query the client watches again fetch current data once the old data has expired', async () => {
    let calls = 0;
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          calls += 1;
          observer.next({ data: { brands: [{ ...brands[0], name: `Walton ${calls}` }] } });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ link, cache: createCache() });
    const names: string[] = [];
    const watch = () =>
      client.watchQuery({ query: BRANDS }).subscribe((result) => {
        const data = result.data as { brands?: { name: string }[] } | undefined;
        if (data?.brands?.[0]) names.push(data.brands[0].name);
      });
    const first = watch();
    await vi.advanceTimersByTimeAsync(10);
    first.unsubscribe();
    await vi.advanceTimersByTimeAsync(KEEP_UNUSED_MS / 2);
    const second = watch();
    await vi.advanceTimersByTimeAsync(10);
    second.unsubscribe();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(KEEP_UNUSED_MS);
    const third = watch();
    await vi.advanceTimersByTimeAsync(10);
    third.unsubscribe();
    expect(calls).toBe(2);
    expect(names.at(-1)).toBe('Walton 2');
  });
});
