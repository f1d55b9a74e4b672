// What a domain gives the gateway: its GraphQL resolvers and, for the few that serve files or uploads, its
// HTTP routes. The platform reads the list of domains (domains/index.ts) and never imports a domain itself.
import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from './graphql/context.js';

// type-graphql takes resolver classes as constructors of any shape.
// biome-ignore lint/complexity/noBannedTypes: a resolver class is any class
export type ResolverClass = Function;

export interface Domain {
  /** The domain's name: the same folder name in services/, gateway/ and web/. */
  name: string;
  /** Its resolvers, in the order their fields appear in the schema. */
  resolvers: readonly ResolverClass[];
  /** Its routes beside /graphql (picture bytes, uploads). */
  routes?: (app: FastifyInstance, services: GatewayServices) => Promise<void> | void;
}
