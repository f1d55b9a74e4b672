// The services package's entry point: startServices() opens the database, migrates and seeds it,
// and serves the three REST bases (main, settings, transfer) of contract/openapi.yaml, and the product's
// own store (the `product` base: what the product keeps that the distributor's bases do not give).
import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { passwordHashCost } from './domains/auth/password.js';
import { emailHandlers, handlers } from './domains/index.js';
import { openDb } from './platform/db/db.js';
import { migrate } from './platform/db/migrate.js';
import { BASES, type Base } from './platform/http/contract.js';
import { buildServer } from './platform/http/server.js';
import { createMailer } from './platform/mail/mailer.js';
import { seedDemo } from './seed/seed.js';

export { hashPassword, passwordHashCost, verifyPassword } from './domains/auth/password.js';
export {
  BackupRefused,
  type BackupTarget,
  backupDatabase,
  restoreDatabase,
} from './platform/db/backup.js';
export { DEMO_SIGN_INS } from './seed/seed.js';

export interface ServicesOptions {
  /** 0 = a free port. Default 4001. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The static token every request must carry as `_token`. */
  token: string;
  /** postgres://… : a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** An on-disk PGlite directory; with neither this nor databaseUrl, an in-memory PGlite. */
  dataDir?: string;
  /** Seed the demo data when the database is empty. Default true. */
  seed?: boolean;
  /**
   * A file holding a seeded in-memory database (neither databaseUrl nor dataDir): the database starts from it when
   * it exists, and is written there once migrated and seeded when it does not. The caller decides how long one
   * stays good (the demo seed follows the day it was made).
   */
  seededImage?: string;
  /** Demo data multiplier. Default 1. */
  scale?: number;
  logger?: boolean;
  /** smtp://… for report e-mails; absent: messages are written to outboxDir. */
  smtpUrl?: string;
  /** Where e-mails go without SMTP. Default .data/outbox. */
  outboxDir?: string;
  /** The fixed address report e-mails go to when none is given. */
  reportDefaultEmail?: string;
  /** The company's e-mail domains besides the report address's own: reports, invitations (lower case). */
  reportEmailDomains?: readonly string[];
  /** The product's public URL, what people open in a browser (links in e-mails). Default DEFAULT_PUBLIC_URL. */
  publicUrl?: string;
  /** Serve only the product description's endpoints and parameters (as the distributor's bases do). */
  strict?: boolean;
  /** The bases served (default all four); `['product']` runs the product's own store beside the distributor's
   *  bases, with no demo data. */
  bases?: readonly Base[];
}

export const DEFAULT_REPORT_EMAIL = 'reports@fieldforce.example';

/** Where `npm start` serves the product on this machine. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';

/** PUBLIC_URL checked at start: an http(s) address, without a trailing slash (links append their path to it). */
export function publicUrlOf(raw: string | undefined): string {
  const value = (raw ?? '').trim() || DEFAULT_PUBLIC_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be the product's address, such as https://backoffice.example.com, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http or https address, not "${value}"`);
  return value.replace(/\/+$/, '');
}

/** REPORT_EMAIL_DOMAINS as a list: comma-separated domains, lower case, without a leading @. */
export const emailDomains = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((domain) => domain.trim().replace(/^@/, '').toLowerCase())
    .filter(Boolean);

export interface RunningServices {
  /** The origin; the bases are `${url}/main`, `${url}/settings` and `${url}/transfer`. */
  url: string;
  close(): Promise<void>;
}

export { handlers } from './domains/index.js';

export async function startServices(options: ServicesOptions): Promise<RunningServices> {
  if (!options.token) throw new Error('startServices: a token is required');
  passwordHashCost(); // A wrong PASSWORD_HASH_COST stops the start, not the first sign-in.
  const imageFile = options.databaseUrl || options.dataDir ? undefined : options.seededImage;
  const image = imageFile ? await readImage(imageFile) : undefined;
  const db = await openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, image });
  try {
    await migrate(db);
    const bases = options.bases ?? BASES;
    // The demo data is the stand-in bases': the product's own store alone starts empty.
    if ((options.seed ?? true) && bases.some((base) => base !== 'product')) await seedDemo(db, options.scale ?? 1);
    if (imageFile && !image && db.image) await writeImage(imageFile, await db.image());
    const reportAddress = options.reportDefaultEmail ?? DEFAULT_REPORT_EMAIL;
    const policy = {
      defaultAddress: reportAddress,
      domains: (options.reportEmailDomains ?? []).map((domain) => domain.toLowerCase()),
    };
    const publicUrl = publicUrlOf(options.publicUrl);
    const mail = createMailer({
      smtpUrl: options.smtpUrl,
      from: `FieldPulse reports <${reportAddress}>`,
      outboxDir: options.outboxDir ?? fileURLToPath(new URL('../../.data/outbox', import.meta.url)),
    });
    const app = buildServer({
      db,
      token: options.token,
      logger: options.logger ?? false,
      strict: options.strict ?? false,
      bases,
      mail,
      handlers: {
        ...handlers,
        ...emailHandlers(policy, publicUrl),
      },
    });
    const address = await app.listen({ port: options.port ?? 4001, host: options.host ?? '127.0.0.1' });
    return {
      url: address.replace('[::1]', '127.0.0.1'),
      async close() {
        await app.close();
        mail.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function readImage(file: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written beside and renamed into place, so a reader never takes a half-written image. */
async function writeImage(file: string, image: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await image.arrayBuffer()));
  await rename(partial, file);
}
