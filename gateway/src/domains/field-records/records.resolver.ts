// Field records, one resolver a page group, in the order their fields appear in the schema: store pictures
// (and their e-mail), transfers, deployments, market activity and issues, trainings, with stores, members,
// products and brands joined from the cached lists and the small fixed lists (elements, statuses, types) cached too.
// Pages: Store Pictures, Product Transfer, Deployment, Market Activity, Market Issues, Training List.
// Evaluated in the schema's order (type-graphql lists fields as their decorators ran): one import a chunk.

import { DeploymentsResolver } from './deployments.resolver.js';
import { MarketActivityResolver } from './market-activity.resolver.js';
import { MarketIssuesResolver } from './market-issues.resolver.js';
import { TransfersResolver } from './records.lists.js';
import { StorePicturesResolver } from './store-pictures.resolver.js';
import { TrainingsResolver } from './trainings.resolver.js';

export const RECORDS_RESOLVERS = [
  StorePicturesResolver,
  TransfersResolver,
  MarketActivityResolver,
  DeploymentsResolver,
  MarketIssuesResolver,
  TrainingsResolver,
] as const;
