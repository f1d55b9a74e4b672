// One-time passwords an administrator hands to a member (the product base keeps only their hash).
import { randomBytes, randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '#@%+=!';

/** 16 characters from a CSPRNG, with every class the password policy asks for (no look-alike characters). */
export function oneTimePassword(): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  for (const byte of randomBytes(12)) chars.push(all[byte % all.length]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
