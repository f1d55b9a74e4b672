// Daily Sales, targets and achievement.
import type { Domain } from '../../platform/domain.js';
import { SALES_RESOLVERS } from './sales.resolver.js';

export const salesDomain: Domain = {
  name: 'sales',
  resolvers: SALES_RESOLVERS,
};
