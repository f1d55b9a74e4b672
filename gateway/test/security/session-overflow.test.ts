// An insider's review of the in-memory session store's overflow rule (an ended session pushed out of the bounded
// list ends its member's older sessions): a member who signs out over and over must pay for the overflow
// alone. Before, the list was one LRU for everyone, so a member's flood of sign-outs pushed out the
// administrator's earlier sign-out and so ended the administrator's sessions still in use (a denial of
// service on someone else). A stolen copy of an ended cookie must stay refused whoever floods.
import { describe, expect, it } from 'vitest';
import { memorySessionStore, type SessionRef } from '../../src/platform/sessions/session-store.js';

const HOUR = 3_600_000;

describe('the in-memory session store under a flood of sign-outs', () => {
  it("does not end the administrator's live session when another member overflows the ended list", async () => {
    let clock = 1_000_000;
    const store = memorySessionStore(() => clock, { maxEnded: 10 });
    const laptop: SessionRef = { sid: 'admin-laptop', id: 1, iat: ++clock, exp: clock + 8 * HOUR };
    const phone: SessionRef = { sid: 'admin-phone', id: 1, iat: ++clock, exp: clock + 8 * HOUR };
    await store.end(phone);
    for (let n = 0; n < 50; n++) {
      await store.end({ sid: `promoter-${n}`, id: 7, iat: ++clock, exp: clock + 8 * HOUR });
    }
    expect(await store.isLive(laptop)).toBe(true);
    expect(await store.isLive(phone)).toBe(false);
  });

  it("ends the flooding member's own older sessions, not a later one, and keeps each ended one refused", async () => {
    let clock = 1_000_000;
    const store = memorySessionStore(() => clock, { maxEnded: 10 });
    const ended: SessionRef[] = [];
    for (let n = 0; n < 50; n++) {
      const session = { sid: `promoter-${n}`, id: 7, iat: ++clock, exp: clock + 8 * HOUR };
      ended.push(session);
      await store.end(session);
    }
    for (const session of ended) expect(await store.isLive(session)).toBe(false);
    expect(await store.isLive({ sid: 'promoter-new', id: 7, iat: ++clock, exp: clock + 8 * HOUR })).toBe(true);
  });
});
