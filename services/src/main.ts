// Runs the services on their own, configured from the environment (SERVICES_TOKEN is required).
import { fileURLToPath } from 'node:url';
import { emailDomains, startServices } from './index.js';

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
});
console.log(`Services: ${services.url}/main, ${services.url}/settings, ${services.url}/transfer`);
const stop = async () => {
  await services.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
