// A store of a test's own, as the gateway's StoreInput: the integration, security and end-to-end suites create
// stores through GraphQL in many places. A plain module (no vitest, no gateway), so every project can import it.

/** Gazipur (2) in Dhaka (1), district 4; Supermarket (1) of Modern Trade (1); grade B (2); Standard (2). */
const SEEDED_PLACE = {
  address: 'House 2, Gazipur',
  latitude: 24.0,
  longitude: 90.42,
  regionId: 1,
  cityId: 2,
  districtId: 4,
  channelTypeId: 1,
  channelId: 1,
  gradeId: 2,
  storeTypeId: 2,
};

export type StoreInput = { code: string; name: string } & typeof SEEDED_PLACE;

/**
 * A whole StoreInput in one of the demo seed's regions, cities and districts; `overrides` replaces fields (a name or
 * coordinates under test, values a check must refuse).
 */
export const storeInput = (name: string, code: string, overrides: Partial<StoreInput> = {}): StoreInput => ({
  code,
  name,
  ...SEEDED_PLACE,
  ...overrides,
});
