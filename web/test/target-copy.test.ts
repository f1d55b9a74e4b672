// "Copy from last month" in parts: the copy is asked again while the gateway says targets remain, progress is told
// after each part, and the totals are the whole copy's; a part that writes nothing stops it with what remains.
import { describe, expect, it } from 'vitest';
import { type CopiedPart, copyInParts } from '../src/domains/sales/target-copy';

const answers = (parts: CopiedPart[]) => {
  const calls: number[] = [];
  return {
    calls,
    part: async () => {
      calls.push(calls.length + 1);
      const next = parts.shift();
      if (!next) throw new Error('asked once too often');
      return next;
    },
  };
};

describe('copying targets in parts', () => {
  it('asks again until nothing remains, telling the progress, and totals the parts', async () => {
    const gateway = answers([
      { copied: 1000, failed: 0, kept: 4, skipped: 1, remaining: 1500 },
      { copied: 1000, failed: 0, kept: 1004, skipped: 1, remaining: 500 },
      { copied: 500, failed: 0, kept: 2004, skipped: 1, remaining: 0 },
    ]);
    const progress: number[] = [];
    const done = await copyInParts(gateway.part, (copied) => progress.push(copied));
    expect(gateway.calls).toEqual([1, 2, 3]);
    expect(progress).toEqual([1000, 2000]);
    expect(done).toEqual({ copied: 2500, failed: 0, remaining: 0, parts: 3 });
  });

  it('asks once when the copy fits one part', async () => {
    const gateway = answers([{ copied: 3, failed: 0, kept: 0, skipped: 0, remaining: 0 }]);
    const progress: number[] = [];
    expect(await copyInParts(gateway.part, (copied) => progress.push(copied))).toEqual({
      copied: 3,
      failed: 0,
      remaining: 0,
      parts: 1,
    });
    expect(progress).toEqual([]);
  });

  it('stops when a part writes nothing, saying what failed and what remains', async () => {
    const gateway = answers([
      { copied: 600, failed: 400, kept: 0, skipped: 0, remaining: 200 },
      { copied: 0, failed: 1000, kept: 600, skipped: 0, remaining: 200 },
    ]);
    const done = await copyInParts(gateway.part, () => {});
    expect(gateway.calls).toEqual([1, 2]);
    expect(done).toEqual({ copied: 600, failed: 1000, remaining: 200, parts: 2 });
  });
});
