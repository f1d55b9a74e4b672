// Sales, targets and achievement, one resolver a page group, in the order their fields appear in
// the schema. Lists join members, stores, products, brands and channels from the cached reference lists.
// Pages: Dashboard, Daily Sales, Target And Achivement, Promoter Target Setting.
// Evaluated in the schema's order (type-graphql lists fields as their decorators ran): one import a chunk.

import { AchievementResolver } from './achievement.resolver.js';
import { DailySalesResolver } from './daily-sales.resolver.js';
import { SalesAggregateResolver } from './sales.aggregate.js';
import { TargetsResolver } from './targets.resolver.js';

export const SALES_RESOLVERS = [
  DailySalesResolver,
  TargetsResolver,
  AchievementResolver,
  SalesAggregateResolver,
] as const;
