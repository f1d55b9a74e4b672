// Store rows to the GraphQL Store: its version and its reference objects, joined by id.
import { versionOf } from '../../platform/graphql/versions.js';
import type { RefJoin } from '../reference/reference.join.js';
import type { StoreRow } from './stores.query.js';
import type { Store } from './stores.types.js';

/** A store's version: the upstream's, else derived from what the store form edits. */
export const storeVersion = (row: StoreRow) =>
  versionOf(row, [
    row.StoreCode,
    row.StoreName,
    row.StoreTypeID,
    row.ChannelID,
    row.ChannelTypeID,
    row.Longitude,
    row.Latitude,
    row.Address,
    row.DistrictID,
    row.RegionID,
    row.CityID,
    row.GradeID,
    row.StoreSubGradeID,
    row.ActiveStatus,
  ]);

export function toStore(row: StoreRow, join: RefJoin): Store {
  return {
    id: row.StoreID,
    version: storeVersion(row),
    code: row.StoreCode,
    name: row.StoreName,
    address: row.Address,
    latitude: row.Latitude,
    longitude: row.Longitude,
    active: row.ActiveStatus === 1,
    districtId: row.DistrictID,
    storeTypeId: row.StoreTypeID,
    subGradeId: row.StoreSubGradeID ?? 0,
    region: join.region(row.RegionID),
    city: join.city(row.CityID),
    district: join.district(row.DistrictID),
    grade: join.grade(row.GradeID),
    subGrade: join.subGrade(row.StoreSubGradeID),
    channel: join.channel(row.ChannelID),
    channelType: join.channelType(row.ChannelTypeID),
    storeType: join.storeType(row.StoreTypeID),
  };
}
