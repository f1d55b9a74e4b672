// The schema as committed in schema.graphql: a header line, then graphql's printSchema of the schema sorted by
// name, so the file changes with the schema and not with the order in which modules happen to be imported.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGatewaySchema } from './schema.js';

const HEADER =
  '# Emitted by the gateway (npm run schema) from its type-graphql classes. Do not edit: a test fails when stale.\n\n';

export async function printGatewaySchema(): Promise<string> {
  return `${HEADER}${printSchema(lexicographicSortSchema(await buildGatewaySchema()))}\n`;
}
