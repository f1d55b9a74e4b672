// The e-mails the run's loopback SMTP server captured (tests/support/services.global.ts keeps each as a JSON file in
// `mailDir`). Files run side by side and share that server, so a test sends to an address of its own and reads only
// what reached it: counting the whole mailbox before and after would count a neighbour's mail.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type { CapturedMail } from './services.global.js';

/** Every captured mail, oldest first. */
export function capturedMails(): CapturedMail[] {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CapturedMail);
}

/** The captured mails with `address` among their recipients (To or Cc), oldest first. */
export const mailsTo = (address: string): CapturedMail[] => capturedMails().filter((mail) => mail.to.includes(address));

/** An address at example.com that no other test sends to: `label` and a random part. */
export const ownAddress = (label: string): string => `${label}.${randomUUID().slice(0, 8)}@example.com`;

/** The one mail that reached `address`; fails the test when none or several did. */
export function onlyMailTo(address: string): CapturedMail {
  const received = mailsTo(address);
  expect(received, `mails to ${address}`).toHaveLength(1);
  return received[0]!;
}
