// Store List: stores, their edits and their grouped counts.
import type { Domain } from '../../platform/domain.js';
import { StoreAggregateResolver } from './stores.aggregate.js';
import { StoreMutationsResolver } from './stores.mutations.js';
import { StoresResolver } from './stores.resolver.js';

export const storesDomain: Domain = {
  name: 'stores',
  resolvers: [StoresResolver, StoreAggregateResolver, StoreMutationsResolver],
};
