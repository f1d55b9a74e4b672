// Runs the services on their own, configured from the environment (SERVICES_TOKEN is required).
import { fileURLToPath } from 'node:url';
import { emailDomains, passwordHashCost, startServices } from './index.js';
import { BASES, type Base } from './platform/http/contract.js';

const token = process.env.SERVICES_TOKEN ?? process.env.API_TOKEN;
if (!token) {
  console.error('SERVICES_TOKEN is not set: the services need the static token every request must carry.');
  process.exit(1);
}
const port = Number(process.env.SERVICES_PORT ?? 4001);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`SERVICES_PORT must be a port number, not "${process.env.SERVICES_PORT}".`);
  process.exit(1);
}
try {
  passwordHashCost();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// SERVICES_BASES=product runs only the product's own store, beside the distributor's own bases.
const bases = (process.env.SERVICES_BASES ?? BASES.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Base => (BASES as readonly string[]).includes(name));
if (bases.length === 0) {
  console.error(`SERVICES_BASES must name some of ${BASES.join(', ')}.`);
  process.exit(1);
}

const services = await startServices({
  port,
  host: process.env.SERVICES_HOST ?? '127.0.0.1',
  token,
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL
    ? undefined
    : (process.env.DATA_DIR ?? fileURLToPath(new URL('../../.data/pglite', import.meta.url))),
  scale: process.env.SEED_SCALE ? Number(process.env.SEED_SCALE) : 1,
  logger: process.env.LOG !== 'off',
  smtpUrl: process.env.SMTP_URL,
  outboxDir: process.env.OUTBOX_DIR,
  reportDefaultEmail: process.env.REPORT_DEFAULT_EMAIL,
  reportEmailDomains: emailDomains(process.env.REPORT_EMAIL_DOMAINS),
  publicUrl: process.env.PUBLIC_URL,
  strict: process.env.SERVICES_STRICT === '1',
  bases,
});
console.log(`Services: ${bases.map((base) => `${services.url}/${base}`).join(', ')}`);
const stop = async () => {
  await services.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
