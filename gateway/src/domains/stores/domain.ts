// Store List: stores and their edits.
import type { Domain } from '../../platform/domain.js';
import { StoreMutationsResolver } from './stores.mutations.js';
import { StoresResolver } from './stores.resolver.js';

export const storesDomain: Domain = {
  name: 'stores',
  resolvers: [StoresResolver, StoreMutationsResolver],
};
