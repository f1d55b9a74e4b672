// Change notifications batched at 500 ms (the description): a burst of cache writes notifies each
// watcher promptly once, then at most once per 500 ms, always ending on the latest data.
import { gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROADCAST_BATCH_MS, createCache } from '../src/platform/app/cache';

const BRANDS = gql`query Brands { brands { id name } }`;
const brandsNamed = (name: string) => ({ brands: [{ __typename: 'Brand', id: 1, name }] });

describe('cache change notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the description's 500 ms", () => {
    expect(BROADCAST_BATCH_MS).toBe(500);
  });

  it('notifies a burst of writes once at once and once at the end of the window, with the latest data', () => {
    const cache = createCache();
    cache.writeQuery({ query: BRANDS, data: brandsNamed('start') });
    const seen: string[] = [];
    const stop = cache.watch({
      query: BRANDS,
      optimistic: true,
      callback: (diff) => seen.push((diff.result as ReturnType<typeof brandsNamed>).brands[0]!.name),
    });
    vi.advanceTimersByTime(BROADCAST_BATCH_MS); // a quiet moment before the burst
    for (let i = 1; i <= 20; i += 1) cache.writeQuery({ query: BRANDS, data: brandsNamed(`name ${i}`) });
    expect(seen).toEqual(['name 1']);
    vi.advanceTimersByTime(BROADCAST_BATCH_MS - 1);
    expect(seen).toEqual(['name 1']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['name 1', 'name 20']);
    vi.advanceTimersByTime(10 * BROADCAST_BATCH_MS);
    expect(seen).toHaveLength(2);
    stop();
  });

  it('notifies steady writes at most once per 500 ms', () => {
    const cache = createCache();
    cache.writeQuery({ query: BRANDS, data: brandsNamed('start') });
    let notified = 0;
    const stop = cache.watch({ query: BRANDS, optimistic: true, callback: () => (notified += 1) });
    for (let i = 1; i <= 40; i += 1) {
      cache.writeQuery({ query: BRANDS, data: brandsNamed(`name ${i}`) });
      vi.advanceTimersByTime(50); // 2 s of writes
    }
    vi.advanceTimersByTime(BROADCAST_BATCH_MS);
    expect(notified).toBeGreaterThanOrEqual(4);
    expect(notified).toBeLessThanOrEqual(5);
    expect(cache.readQuery<ReturnType<typeof brandsNamed>>({ query: BRANDS })?.brands[0]?.name).toBe('name 40');
    stop();
  });
});
