// Standalone start from the environment: prints the URL (never the token or the secret).
import { loadConfig, startGateway } from './index.js';

try {
  const gateway = await startGateway(loadConfig());
  console.log(`Gateway listening on ${gateway.url} (GraphQL at ${gateway.url}/graphql)`);
  // Readiness falls first (SHUTDOWN_DRAIN_MS), then no new connections, the requests in flight finish, it exits.
  const stop = () =>
    void gateway
      .drain()
      .then(() => gateway.close())
      .then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
