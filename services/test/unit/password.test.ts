import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPassword, hashPassword, passwordHashCost, verifyPassword } from '../../src/domains/auth/password.js';

// A hash at the parameters used before OWASP's current minimum (N = 2^14): still verified, then upgraded.
const LEGACY_ADMIN = 'scrypt$16384$8$1$LfqAQBUdnD8jiG83CelYlw==$UcCCOX0P9TDi/xiFFchmg/H3y7OHOv2ENvkuYpLJ56U=';

// Each hash takes about half a second on an idle core (the point of the parameters): generous timeouts.
describe('password hashing', { timeout: 60_000 }, () => {
  // The production cost, whatever the test run sets (vitest.config.ts lowers it for the other files).
  beforeEach(() => {
    vi.stubEnv('PASSWORD_HASH_COST', undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("hashes at OWASP's scrypt minimum (N = 2^17, r = 8, p = 1), the parameters in the string", async () => {
    const stored = await hashPassword('Admin@2026');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('Admin@2026');
    await expect(verifyPassword('Admin@2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('admin@2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('verifies an older, weaker hash and gives its replacement at the current parameters', async () => {
    const checked = await checkPassword('Admin@2026', LEGACY_ADMIN);
    expect(checked.valid).toBe(true);
    expect(checked.rehashed).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword('Admin@2026', checked.rehashed ?? '')).resolves.toBe(true);
    expect(await checkPassword('wrong', LEGACY_ADMIN)).toEqual({ valid: false });
    const current = await hashPassword('Admin@2026');
    expect(await checkPassword('Admin@2026', current)).toEqual({ valid: true });
  });

  it('salts each hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
  });

  it('refuses malformed stored values and absurd parameters instead of throwing', async () => {
    await expect(verifyPassword('x', '')).resolves.toBe(false);
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAA')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1073741824$8$1$AAAA$AAAA')).resolves.toBe(false);
  });

  it('hashes at a lower cost only when PASSWORD_HASH_COST asks, and still verifies the production cost', async () => {
    const production = await hashPassword('Admin@2026');
    vi.stubEnv('PASSWORD_HASH_COST', '12');
    const lighter = await hashPassword('Admin@2026');
    expect(lighter).toMatch(/^scrypt\$4096\$8\$1\$/);
    await expect(verifyPassword('Admin@2026', lighter)).resolves.toBe(true);
    // A database hashed at the production cost still signs in, and is not rehashed down.
    expect(await checkPassword('Admin@2026', production)).toEqual({ valid: true });
    vi.stubEnv('PASSWORD_HASH_COST', undefined);
    // Back at the production cost, the lighter hash verifies and is upgraded.
    expect((await checkPassword('Admin@2026', lighter)).rehashed).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('takes a cost from 10 to 17 only, and none below 17 in production', () => {
    expect(passwordHashCost({})).toBe(17);
    expect(passwordHashCost({ PASSWORD_HASH_COST: ' 12 ' })).toBe(12);
    expect(passwordHashCost({ PASSWORD_HASH_COST: '17', NODE_ENV: 'production' })).toBe(17);
    for (const wrong of ['9', '18', '12.5', 'twelve', '-1'])
      expect(() => passwordHashCost({ PASSWORD_HASH_COST: wrong })).toThrow(
        `PASSWORD_HASH_COST must be a whole number from 10 to 17, not "${wrong}".`,
      );
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: '12', NODE_ENV: 'production' })).toThrow(
      'PASSWORD_HASH_COST below 17 is for test runs, not production.',
    );
  });
});
