// Builds the GraphQL schema from the type-graphql resolvers of every domain (domains/index.ts).
import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { auditMutations } from './domains/audit/audit-trail.js';
import { DOMAINS } from './domains/index.js';
import type { ResolverClass } from './platform/domain.js';
import { authChecker } from './platform/permissions/page.js';
import { describeHonouredFilters, requireReportFilterDeclarations } from './platform/reports/honoured.js';

let built: Promise<GraphQLSchema> | undefined;

/** The schema (built once per process: type-graphql metadata is global). */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: DOMAINS.flatMap((domain) => domain.resolvers) as unknown as NonEmptyArray<ResolverClass>,
    authChecker,
    // Inputs are checked by platform/graphql/validate.ts helpers (BAD_USER_INPUT naming the field).
    validate: false,
  })
    .then(auditMutations)
    .then(requireReportFilterDeclarations)
    .then(describeHonouredFilters);
  return built;
}
