// Settings, one resolver a page group, in the order their fields appear in the schema. Every id is
// checked against the cached lists before any upstream call; bulk moves take many ids at once.
// Pages: User Store Mapping, Product Store Mapping, Store Grade By Brand, Report Email Recipient,
// Setup Manager By Brand, User Permission, Reset Password.
// Evaluated in the schema's order (type-graphql lists fields as their decorators ran): one import a chunk.

import {
  BrandManagersOfBrandResolver,
  BrandManagersResolver,
  ManagedBrandsResolver,
} from './brand-managers.resolver.js';
import { PasswordResolver } from './password.resolver.js';
import { PermissionsResolver } from './permissions.resolver.js';
import { ProductMappingResolver } from './product-mapping.resolver.js';
import { ReportRecipientsResolver } from './recipients.resolver.js';
import { StoreGradesResolver } from './store-grades.resolver.js';
import { StoreMappingResolver } from './store-mapping.resolver.js';

export const SETTINGS_RESOLVERS = [
  StoreMappingResolver,
  ProductMappingResolver,
  StoreGradesResolver,
  ReportRecipientsResolver,
  BrandManagersResolver,
  BrandManagersOfBrandResolver,
  ManagedBrandsResolver,
  PermissionsResolver,
  PasswordResolver,
] as const;
