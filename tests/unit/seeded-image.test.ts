// The demo seed's image for a run's stages: named by its day and what it is made from, dropped after half an hour,
// and never taken under a shifted clock.
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seededImageFile } from '../support/seeded-image.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fieldforce-images-'));
  dirs.push(dir);
  return dir;
};

describe('the seeded image of a run', () => {
  it("names the day it serves and what it is made from, the same for the same day's stages", () => {
    const dir = folder();
    // Noon (UTC) of today, whatever day the test runs on, and one minute past the next midnight.
    const today = new Date().toISOString().slice(0, 10);
    const noon = Date.parse(`${today}T12:00:00Z`);
    const file = seededImageFile(dir, {}, noon)!;
    expect(basename(file)).toMatch(new RegExp(`^demo-${today}-[0-9a-f]{16}\\.tar$`));
    expect(seededImageFile(dir, {}, noon + 60_000)).toBe(file);
    expect(seededImageFile(dir, {}, noon + 12 * 3_600_000 + 60_000)).not.toBe(file);
    // Passwords hashed at another cost are not verified by a run at this one.
    expect(seededImageFile(dir, { PASSWORD_HASH_COST: '12' }, noon)).not.toBe(file);
  });

  it('drops an image older than half an hour, and keeps a younger one', () => {
    const dir = folder();
    const now = Date.now();
    const young = join(dir, 'young.tar');
    const old = join(dir, 'old.tar');
    writeFileSync(young, '');
    writeFileSync(old, '');
    utimesSync(young, new Date(now - 29 * 60_000), new Date(now - 29 * 60_000));
    utimesSync(old, new Date(now - 31 * 60_000), new Date(now - 31 * 60_000));
    seededImageFile(dir, {}, now);
    expect(existsSync(young)).toBe(true);
    expect(existsSync(old)).toBe(false);
  });

  it('is not taken under a shifted clock, whose days are its own', () => {
    const dir = folder();
    writeFileSync(join(dir, 'any.tar'), '');
    expect(seededImageFile(dir, { FAKETIME: '+400d' })).toBeUndefined();
    expect(readdirSync(dir)).toEqual(['any.tar']);
  });
});
