// The Dashboard's cards, charts and latest sales.
import type { Domain } from '../../platform/domain.js';
import { DashboardQueryResolver, DashboardResolver } from './dashboard.resolver.js';

export const dashboardDomain: Domain = {
  name: 'dashboard',
  resolvers: [DashboardQueryResolver, DashboardResolver],
};
