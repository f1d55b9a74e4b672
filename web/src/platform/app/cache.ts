// The client's normalised cache: which GraphQL types are records with an identity of their own
// (typename + id, so a Brand 7 and a Member 7 never merge), and how long unused query data is kept.
import type { ApolloCache, InMemoryCache, TypePolicies } from '@apollo/client';
import { ExpiringCache } from './cache-expiry';

/** Types whose `id` is the record's own id (StoreID, BrandID, …): one cache entry per typename and id. */
export const NORMALISED_TYPES: readonly string[] = [
  'AccessRequest',
  'AccessToken',
  'ActivityCategory',
  'AuditEntry',
  'Brand',
  'Channel',
  'ChannelType',
  'City',
  'Deployment',
  'District',
  'Grade',
  'MappingStore',
  'MarketActivity',
  'MarketIssue',
  'Member',
  'Product',
  'ProductCategory',
  'Region',
  'ReportRecipients',
  'Sale',
  'Store',
  'StoreOption',
  'StorePicture',
  'StoreType',
  'StoreVisit',
  'SubGrade',
  'TeamMember',
  'TeamType',
  'Training',
  'Transfer',
];

/**
 * Types whose `id` does not name one record across answers, so they are stored inside the answer that holds
 * them: PickerOption is a brand, a category or a manager; NamedItem a status, an element, a training type or
 * model; PermissionRow's id is a page whose `allowed` depends on the member; MenuItem is filtered per member.
 */
export const UNNORMALISED_TYPES: readonly string[] = ['MenuItem', 'NamedItem', 'PermissionRow', 'PickerOption'];

const NORMALISED = new Set(NORMALISED_TYPES);

export const typePolicies: TypePolicies = Object.fromEntries(
  UNNORMALISED_TYPES.map((name) => [name, { keyFields: false }]),
);

/** The description's "unused cached query data kept 60 seconds". */
export const KEEP_UNUSED_MS = 60_000;

/** The description's "change notifications batched at 500 ms". */
export const BROADCAST_BATCH_MS = 500;

export function createCache(keepUnusedMs = KEEP_UNUSED_MS, broadcastBatchMs = BROADCAST_BATCH_MS): InMemoryCache {
  return new ExpiringCache(
    {
      typePolicies,
      // Normalised types are keyed `Typename:id`; a type nobody has classified yet is not normalised.
      dataIdFromObject: (object) => {
        const { __typename: typename, id } = object;
        return typename && NORMALISED.has(typename) && (typeof id === 'number' || typeof id === 'string')
          ? `${typename}:${id}`
          : false;
      },
    },
    keepUnusedMs,
    broadcastBatchMs,
  );
}

/**
 * After a mutation: drop every cached answer of these root fields (all arguments), so each screen that
 * shows them, now or when next opened, fetches what the mutation changed.
 */
export function dropQueryFields(cache: ApolloCache, fieldNames: readonly string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
