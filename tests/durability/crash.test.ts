// The crash drill: the services on an on-disk PGlite take a burst of writes through their HTTP API and are killed
// (SIGKILL) at a random moment of it, then started again on the same directory, round after round. Each restart
// must open the data, and every write that was acknowledged (a 2xx answer) before the kill must be there.
// The moments come from a seed printed at the start: CRASH_DRILL_SEED=<seed> replays a run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServicesProcess, startServicesProcess } from './services-process.js';

/** mulberry32: a small seeded generator, so a failing run's kill moments can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROUNDS = 10;
/** No round starts past this (a restart takes seconds, more on a busy machine); at least three always run. */
const TIME_BUDGET_MS = 60_000;
const WRITERS = 8;
const RECORD_KIND = 'crash-drill';

interface AuditEntry {
  RecordID: string;
}

/** Appends audit entries from `WRITERS` concurrent clients until the process dies; the ids acknowledged. */
function burst(services: ServicesProcess, round: number, acknowledged: Set<string>, firstAck: () => void) {
  let next = 0;
  const writer = async () => {
    for (;;) {
      const recordId = `${round}-${next++}`;
      try {
        const answer = await services.call('/product/Audit_Add', {
          TeamMemberID: 1,
          TeamMemberName: 'Crash Drill',
          Operation: 'crashDrill',
          RecordKind: RECORD_KIND,
          RecordID: recordId,
          After: JSON.stringify({ round, recordId }),
        });
        if (answer.status < 200 || answer.status > 299) throw new Error(`Audit_Add answered ${answer.status}`);
        acknowledged.add(recordId);
        firstAck();
      } catch (error) {
        // The connection broke: the process is gone (what the drill does); anything else is a failure.
        if (!services.ending) throw error;
        return;
      }
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, writer));
}

async function storedIds(services: ServicesProcess): Promise<Set<string>> {
  const answer = await services.call<AuditEntry[]>('/product/Audit_List', { RecordKind: RECORD_KIND });
  expect(answer.status).toBe(200);
  return new Set(answer.data.map((entry) => entry.RecordID));
}

describe('the crash drill on the embedded PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fieldforce-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged write through SIGKILLs at random moments, and reopens each time', async () => {
    const seed = Number(process.env.CRASH_DRILL_SEED ?? Math.floor(Math.random() * 2 ** 32));
    console.log(`crash drill seed ${seed} (CRASH_DRILL_SEED=${seed} replays these kill moments)`);
    const random = seededRandom(seed);
    const dataDir = join(dir, 'pglite');
    const outboxDir = join(dir, 'outbox');
    const acknowledged = new Set<string>();
    const started = Date.now();
    const figures: string[] = [];
    let services = await startServicesProcess(dataDir, outboxDir);
    try {
      let round = 0;
      while (round < ROUNDS && (round < 3 || Date.now() - started < TIME_BUDGET_MS)) {
        round += 1;
        // The kill lands 0 to 1.5 s after the burst's first acknowledged write.
        const killAfterMs = Math.floor(random() * 1500);
        const before = acknowledged.size;
        let onFirstAck: () => void = () => {};
        const firstAck = new Promise<void>((resolve) => {
          onFirstAck = resolve;
        });
        const writing = burst(services, round, acknowledged, () => onFirstAck());
        await firstAck;
        await new Promise((resolve) => setTimeout(resolve, killAfterMs));
        await services.kill();
        await writing;

        services = await startServicesProcess(dataDir, outboxDir);
        const stored = await storedIds(services);
        const lost = [...acknowledged].filter((id) => !stored.has(id));
        figures.push(`round ${round}: killed ${killAfterMs} ms in, ${acknowledged.size - before} acknowledged`);
        expect(lost, `acknowledged writes lost after the kill of round ${round} (seed ${seed})`).toEqual([]);
      }
      console.log(`${figures.join('\n')}\n${acknowledged.size} acknowledged writes, all kept, in ${round} rounds`);
      expect(round).toBeGreaterThanOrEqual(3);
    } finally {
      await services.stop();
    }
  }, 120_000);
});
