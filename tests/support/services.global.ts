// Starts one services server (in-memory PGlite, demo seed; postgres.global.ts: a PostgreSQL server) for the whole
// integration run and hands its address and token to the test files through vitest's provide/inject. A real SMTP server
// on loopback receives the report e-mails; each message is kept as a JSON file in `mailDir`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServices } from '@fieldforce/services';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { seededImageFile } from './seeded-image.js';

/** What the capturing SMTP server saved of one message. */
export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

async function startMailCatcher(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        writeFileSync(join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One services server for a test run, on `databaseUrl` (PostgreSQL) or an in-memory PGlite. */
export async function provideServices(
  project: TestProject,
  databaseUrl?: string,
  strict = false,
): Promise<() => Promise<void>> {
  const token = randomBytes(24).toString('base64url');
  const mailDir = mkdtempSync(join(tmpdir(), 'fieldforce-mail-'));
  const mail = await startMailCatcher(mailDir);
  // The suites send report e-mails to example.com addresses; other outside domains stay refused.
  const seedStarted = new Date();
  // The product's public address, as the invitation e-mail links to its sign-in page.
  const publicUrl = 'https://backoffice.example.com';
  const services = await startServices({
    publicUrl,
    port: 0,
    token,
    logger: false,
    smtpUrl: mail.url,
    outboxDir: join(mailDir, 'outbox'),
    databaseUrl,
    reportEmailDomains: ['example.com'],
    strict,
    seededImage: databaseUrl ? undefined : seededImageFile(),
  });
  project.provide('servicesStrict', strict);
  project.provide('servicesUrl', services.url);
  project.provide('servicesToken', token);
  project.provide('mailDir', mailDir);
  project.provide('publicUrl', publicUrl);
  project.provide('databaseEngine', databaseUrl ? 'postgresql' : 'pglite');
  project.provide('databaseUrl', databaseUrl ?? '');
  // The days the demo seed took as today: its database's current date (UTC), the business's day from 00:00 to
  // 18:00 UTC; from 18:00 (midnight in Dhaka) the business's new day has no visits yet, as in the field at night.
  const utcDay = (at: Date) => at.toISOString().slice(0, 10);
  project.provide('seedDays', [...new Set([utcDay(seedStarted), utcDay(new Date())])]);
  return async () => {
    await services.close();
    await mail.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

export default function setup(project: TestProject) {
  return provideServices(project);
}
