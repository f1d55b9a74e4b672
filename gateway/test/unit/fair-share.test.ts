// The bases' capacity shared between members: a member past their share waits behind themselves, a freed
// slot goes to the next member in turn, exports hold at most their lane, and a call whose deadline passes
// while it waits leaves the queue.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FairShare, type Release } from '../../src/platform/upstream/fair-share.js';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('FairShare', () => {
  it("lets another member's call go at once while one member floods past their share", async () => {
    const share = new FairShare({ maxInFlight: 8, maxPerCaller: 2, maxExports: 1 });
    const flood: Promise<Release>[] = Array.from({ length: 30 }, () => share.acquire('member:1', 'interactive'));
    await settled();
    expect(share.state).toEqual({ inFlight: 2, exports: 0, waiting: 28 });
    let otherStarted = false;
    const other = share.acquire('member:2', 'interactive').then((release) => {
      otherStarted = true;
      return release;
    });
    await settled();
    expect(otherStarted).toBe(true);
    (await other)();
    for (const call of flood) (await call)();
    expect(share.state).toEqual({ inFlight: 0, exports: 0, waiting: 0 });
  });

  it('gives a freed slot to the next member in turn, not to whoever queued most', async () => {
    const share = new FairShare({ maxInFlight: 1, maxPerCaller: 1, maxExports: 1 });
    const order: string[] = [];
    const take = (caller: string) =>
      share.acquire(caller, 'interactive').then((release) => {
        order.push(caller);
        setImmediate(release);
      });
    const held = await share.acquire('a', 'interactive');
    const waiting = [take('a'), take('a'), take('a'), take('b'), take('c')];
    held();
    await Promise.all(waiting);
    expect(order).toEqual(['a', 'b', 'c', 'a', 'a']);
  });

  it('keeps every export together within their lane, whoever runs them', async () => {
    const share = new FairShare({ maxInFlight: 10, maxPerCaller: 10, maxExports: 2 });
    const exports = ['a', 'b', 'c', 'd'].map((caller) => share.acquire(caller, 'export'));
    await settled();
    expect(share.state).toMatchObject({ exports: 2, waiting: 2 });
    const read = await share.acquire('a', 'interactive');
    expect(share.state).toMatchObject({ inFlight: 3 });
    read();
    for (const call of exports) (await call)();
    expect(share.state).toEqual({ inFlight: 0, exports: 0, waiting: 0 });
  });

  it('drops a waiting call whose deadline passes, and the queue moves on', async () => {
    const share = new FairShare({ maxInFlight: 1, maxPerCaller: 1, maxExports: 1 });
    const held = await share.acquire('a', 'interactive');
    const deadline = new AbortController();
    const late = share.acquire('b', 'interactive', deadline.signal);
    const next = share.acquire('c', 'interactive');
    deadline.abort(new Error('deadline'));
    await expect(late).rejects.toThrow('deadline');
    held();
    (await next)();
    expect(share.state).toEqual({ inFlight: 0, exports: 0, waiting: 0 });
  });

  it('never exceeds a limit and serves every call, whatever the arrivals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.boolean(), fc.integer({ min: 0, max: 3 })), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        async (calls, maxInFlight, maxPerCaller) => {
          const limits = { maxInFlight, maxPerCaller, maxExports: 1 };
          const share = new FairShare(limits);
          const running = new Map<string, number>();
          let exportsRunning = 0;
          let total = 0;
          await Promise.all(
            calls.map(async ([member, exporting, ticks]) => {
              const caller = `member:${member}`;
              const release = await share.acquire(caller, exporting ? 'export' : 'interactive');
              total++;
              running.set(caller, (running.get(caller) ?? 0) + 1);
              if (exporting) exportsRunning++;
              expect(total).toBeLessThanOrEqual(limits.maxInFlight);
              expect(running.get(caller)).toBeLessThanOrEqual(limits.maxPerCaller);
              expect(exportsRunning).toBeLessThanOrEqual(limits.maxExports);
              for (let tick = 0; tick < ticks; tick++) await settled();
              total--;
              running.set(caller, (running.get(caller) ?? 1) - 1);
              if (exporting) exportsRunning--;
              release();
            }),
          );
          expect(share.state).toEqual({ inFlight: 0, exports: 0, waiting: 0 });
        },
      ),
      { numRuns: 60 },
    );
  });
});
