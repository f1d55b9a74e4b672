// The schema as committed in schema.graphql: a header line, then graphql's printSchema.
import { printSchema } from 'graphql';
import { buildGatewaySchema } from './schema.js';

const HEADER =
  '# Emitted by the gateway (npm run schema) from its type-graphql classes. Do not edit: a test fails when stale.\n\n';

export async function printGatewaySchema(): Promise<string> {
  return `${HEADER}${printSchema(await buildGatewaySchema())}\n`;
}
