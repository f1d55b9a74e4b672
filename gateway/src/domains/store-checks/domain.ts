// Display checks: Summary, By Date, Trend, Detail, Stock Report, their e-mails and their grouped figures; the
// business's calendar.
import type { Domain } from '../../platform/domain.js';
import { BusinessDayResolver } from './business-day.resolver.js';
import { CheckAggregateResolver } from './checks.aggregate.js';
import { DisplayCheckDetailResolver, LowStockChecksResolver, StockListResolver } from './checks.lists.js';
import { ChecksResolver } from './checks.resolver.js';

export const storeChecksDomain: Domain = {
  name: 'store-checks',
  resolvers: [
    ChecksResolver,
    DisplayCheckDetailResolver,
    LowStockChecksResolver,
    StockListResolver,
    CheckAggregateResolver,
    BusinessDayResolver,
  ],
};
