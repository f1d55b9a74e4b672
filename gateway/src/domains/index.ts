// The domains, one line each, in the order their fields appear in the schema: adding a domain is a folder
// and a line here; the platform reads this list and imports no domain itself.
import type { Domain } from '../platform/domain.js';
import { auditDomain } from './audit/domain.js';
import { authDomain } from './auth/domain.js';
import { brandsDomain } from './brands/domain.js';
import { dashboardDomain } from './dashboard/domain.js';
import { fieldRecordsDomain } from './field-records/domain.js';
import { journeysDomain } from './journeys/domain.js';
import { productsDomain } from './products/domain.js';
import { referenceDomain } from './reference/domain.js';
import { salesDomain } from './sales/domain.js';
import { settingsDomain } from './settings/domain.js';
import { storeChecksDomain } from './store-checks/domain.js';
import { storesDomain } from './stores/domain.js';
import { teamDomain } from './team/domain.js';

export const DOMAINS: readonly Domain[] = [
  authDomain,
  referenceDomain,
  storesDomain,
  teamDomain,
  brandsDomain,
  productsDomain,
  storeChecksDomain,
  salesDomain,
  dashboardDomain,
  journeysDomain,
  fieldRecordsDomain,
  settingsDomain,
  auditDomain,
];
