// The in-memory session store keeps ended sessions in a bounded cache. A member who signs out more
// times than it holds must not push someone else's ended session out of it and so revive a stolen
// cookie: an ended session that has to leave the cache early ends its member's older sessions instead.
import { describe, expect, it } from 'vitest';
import { memorySessionStore, type SessionRef } from '../../src/platform/sessions/session-store.js';

const HOUR = 3_600_000;

describe('memorySessionStore', () => {
  it('keeps a signed-out session ended when later sign-outs overflow the ended list', async () => {
    let clock = 1_000_000;
    const store = memorySessionStore(() => clock, { maxEnded: 10 });
    clock += 1;
    const victim: SessionRef = { sid: 'victim', id: 1, iat: clock, exp: clock + 8 * HOUR };
    await store.end(victim);
    for (let n = 0; n < 50; n++) {
      clock += 1;
      await store.end({ sid: `attacker-${n}`, id: 2, iat: clock, exp: clock + 8 * HOUR });
    }
    expect(await store.isLive(victim)).toBe(false);
  });

  it('leaves a session signed in after the overflowed one alive', async () => {
    let clock = 1_000_000;
    const store = memorySessionStore(() => clock, { maxEnded: 10 });
    clock += 1;
    await store.end({ sid: 'old', id: 1, iat: clock, exp: clock + 8 * HOUR });
    clock += 1;
    const later: SessionRef = { sid: 'later', id: 1, iat: clock, exp: clock + 8 * HOUR };
    for (let n = 0; n < 50; n++) {
      clock += 1;
      await store.end({ sid: `other-${n}`, id: 2, iat: clock, exp: clock + 8 * HOUR });
    }
    expect(await store.isLive(later)).toBe(true);
  });

  it('ends a session by its id and every session of a member issued before endMember', async () => {
    let clock = 1_000_000;
    const store = memorySessionStore(() => clock);
    clock += 1;
    const a: SessionRef = { sid: 'a', id: 1, iat: clock, exp: clock + HOUR };
    const b: SessionRef = { sid: 'b', id: 1, iat: clock, exp: clock + HOUR };
    expect(await store.isLive(a)).toBe(true);
    await store.end(a);
    expect(await store.isLive(a)).toBe(false);
    expect(await store.isLive(b)).toBe(true);
    clock += 1;
    await store.endMember(1, HOUR);
    expect(await store.isLive(b)).toBe(false);
    clock += 1;
    expect(await store.isLive({ sid: 'c', id: 1, iat: clock, exp: clock + HOUR })).toBe(true);
  });
});
