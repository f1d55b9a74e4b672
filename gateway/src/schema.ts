// Builds the GraphQL schema from the type-graphql resolvers of every module.
import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './modules/access/page.js';
import { AuditResolver } from './modules/audit/audit.resolver.js';
import { auditMutations } from './modules/audit/audit-trail.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { OnboardingResolver } from './modules/team/onboarding.resolver.js';
import { BrandsResolver } from './modules/brands/brands.resolver.js';
import { ProductsResolver } from './modules/products/products.resolver.js';
import { BusinessDayResolver } from './modules/reports/business-day.resolver.js';
import { ChecksResolver } from './modules/reports/checks.resolver.js';
import { SALES_RESOLVERS } from './modules/sales/sales.resolver.js';
import { JOURNEYS_RESOLVERS } from './modules/journeys/journeys.resolver.js';
import { RECORDS_RESOLVERS } from './modules/records/records.resolver.js';
import { SETTINGS_RESOLVERS } from './modules/settings/settings.resolver.js';
import { LookupsResolver } from './modules/lookups/lookups.resolver.js';
import { StoreMutationsResolver } from './modules/stores/stores.mutations.js';
import { StoresResolver } from './modules/stores/stores.resolver.js';
import { TeamMemberContactResolver } from './modules/team/team.contact.js';
import { TeamResolver } from './modules/team/team.resolver.js';
import { TeamTypesResolver } from './modules/team/team-types.resolver.js';
import { VERSION_RESOLVERS } from './modules/joins/versions.resolver.js';

/** One line per domain: deleting a domain deletes its folder and its line here. */
const RESOLVERS = [
  AuthResolver,
  LookupsResolver,
  StoresResolver,
  StoreMutationsResolver,
  TeamResolver,
  TeamTypesResolver,
  TeamMemberContactResolver,
  BrandsResolver,
  ProductsResolver,
  ChecksResolver,
  BusinessDayResolver,
  ...SALES_RESOLVERS,
  ...JOURNEYS_RESOLVERS,
  ...RECORDS_RESOLVERS,
  ...SETTINGS_RESOLVERS,
  OnboardingResolver,
  ...VERSION_RESOLVERS,
  AuditResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The schema (built once per process: type-graphql metadata is global). */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [...RESOLVERS],
    authChecker,
    // Inputs are checked by src/validate.ts helpers (BAD_USER_INPUT naming the field).
    validate: false,
  }).then(auditMutations);
  return built;
}
