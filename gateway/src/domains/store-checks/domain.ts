// Display checks: Summary, By Date, Trend, Detail, Stock Report and their e-mails; the business's calendar.
import type { Domain } from '../../platform/domain.js';
import { BusinessDayResolver } from './business-day.resolver.js';
import { ChecksResolver } from './checks.resolver.js';

export const storeChecksDomain: Domain = {
  name: 'store-checks',
  resolvers: [ChecksResolver, BusinessDayResolver],
};
