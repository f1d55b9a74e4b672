// The services' integration suite again, on a real PostgreSQL server (Debian's package): a new
// cluster on loopback for the run, one database, the same demo seed and the same tests as on PGlite.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.js';
import { provideServices } from './services.global.js';

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  try {
    const stopServices = await provideServices(project, await postgres.createDatabase('fieldforce_test'));
    return async () => {
      await stopServices();
      await postgres.stop();
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
