// The gateway's public entry point: configuration, and creating or starting a gateway.
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './platform/config.js';
import { buildGateway } from './server.js';

export { type GatewayConfig, loadConfig } from './platform/config.js';
export { type FieldAccess, fieldAccess } from './platform/permissions/page.js';
export { buildGatewaySchema } from './schema.js';

/** A ready gateway that is not listening (for tests: `request(app.server)`). */
export async function createGateway(config: GatewayConfig): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { app, close } = await buildGateway(config);
  return { app, close };
}

export interface RunningGateway {
  url: string;
  /** The first step of a stop: /readyz answers 503 for SHUTDOWN_DRAIN_MS while requests are still served. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** A gateway listening on config.host:config.port. */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const { app, drain, close } = await buildGateway(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return { url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`, drain, close };
}
