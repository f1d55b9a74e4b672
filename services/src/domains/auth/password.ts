// Password hashing: salted scrypt at OWASP's current minimum (N = 2^17, r = 8, p = 1), stored as
// `scrypt$N$r$p$salt$hash` (base64) so older hashes keep verifying with their own parameters, and
// verified in constant time. checkPassword says when a hash is weaker than today's and gives its
// replacement, so sign-in upgrades it. PASSWORD_HASH_COST lowers N for a test run, never in production.
import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** log2 of scrypt's N: OWASP's minimum. */
export const PASSWORD_HASH_COST = 17;
const MIN_COST = 10;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes (128 MiB here); node's default ceiling is 32 MiB. */
const maxmemFor = (n: number, rValue: number, pValue: number) => 128 * n * rValue * pValue + 16 * 1024 * 1024;
/**
 * The cost passwords are hashed at: PASSWORD_HASH_COST (10 to 17) when set, else 17. A test run sets 12: a hash at
 * 17 costs about 0.4 s of a core (the point of it), and a run signs in and creates members thousands of times. Refused
 * below 17 when NODE_ENV is production.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.PASSWORD_HASH_COST?.trim();
  if (!text) return PASSWORD_HASH_COST;
  const cost = Number(text);
  if (!Number.isInteger(cost) || cost < MIN_COST || cost > PASSWORD_HASH_COST)
    throw new Error(
      `PASSWORD_HASH_COST must be a whole number from ${MIN_COST} to ${PASSWORD_HASH_COST}, not "${text}".`,
    );
  if (cost < PASSWORD_HASH_COST && env.NODE_ENV === 'production')
    throw new Error(`PASSWORD_HASH_COST below ${PASSWORD_HASH_COST} is for test runs, not production.`);
  return cost;
}

/**
 * Parameters a stored hash may name: never more work or memory than the production cost's (a tampered row cannot
 * exhaust us), whatever PASSWORD_HASH_COST says: a database hashed at the production cost still signs in under less.
 */
const acceptable = (n: number, rValue: number, pValue: number) =>
  Number.isSafeInteger(n) &&
  n >= 2 ** MIN_COST &&
  n <= 2 ** PASSWORD_HASH_COST &&
  (n & (n - 1)) === 0 &&
  rValue >= 1 &&
  rValue <= r &&
  pValue >= 1 &&
  pValue <= p;

export async function hashPassword(password: string): Promise<string> {
  const N = 2 ** passwordHashCost();
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export interface PasswordCheck {
  valid: boolean;
  /** When valid and the stored hash is weaker than today's: the same password hashed at today's parameters. */
  rehashed?: string;
}

export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  const [scheme, nText, rText, pText, saltText, keyText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !nText || !rText || !pText || !saltText || !keyText) return { valid: false };
  if (rest.length > 0) return { valid: false };
  const [n, rValue, pValue] = [Number(nText), Number(rText), Number(pText)];
  if (!acceptable(n, rValue, pValue)) return { valid: false };
  const expected = Buffer.from(keyText, 'base64');
  if (expected.length < 16) return { valid: false };
  const options = { N: n, r: rValue, p: pValue, maxmem: maxmemFor(n, rValue, pValue) };
  const key = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, options);
  if (key.length !== expected.length || !timingSafeEqual(key, expected)) return { valid: false };
  const weaker = n < 2 ** passwordHashCost() || rValue < r || expected.length < KEY_LENGTH;
  return weaker ? { valid: true, rehashed: await hashPassword(password) } : { valid: true };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return (await checkPassword(password, stored)).valid;
}
