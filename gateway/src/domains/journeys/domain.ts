// Journey Plan, Month Visit, Store Visit and Team Location.
import type { Domain } from '../../platform/domain.js';
import { JOURNEYS_RESOLVERS } from './journeys.resolver.js';

export const journeysDomain: Domain = {
  name: 'journeys',
  resolvers: JOURNEYS_RESOLVERS,
};
