import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, verifyPassword } from '../../src/domains/auth/password.js';

// A hash at the parameters used before OWASP's current minimum (N = 2^14): still verified, then upgraded.
const LEGACY_ADMIN = 'scrypt$16384$8$1$LfqAQBUdnD8jiG83CelYlw==$UcCCOX0P9TDi/xiFFchmg/H3y7OHOv2ENvkuYpLJ56U=';

// Each hash takes about half a second on an idle core (the point of the parameters): generous timeouts.
describe('password hashing', { timeout: 60_000 }, () => {
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
});
