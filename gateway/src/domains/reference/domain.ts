// Regions, cities, channels, grades, team types and the other lists every screen picks from; record versions.
import type { Domain } from '../../platform/domain.js';
import { LookupsResolver } from './reference.resolver.js';
import { VERSION_RESOLVERS } from './versions.resolver.js';

export const referenceDomain: Domain = {
  name: 'reference',
  resolvers: [LookupsResolver, ...VERSION_RESOLVERS],
};
