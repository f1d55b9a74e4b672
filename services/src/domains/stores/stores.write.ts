// StoreAdd, StoreUpdate and StoreRemove. The ids a store carries must exist and agree (a city of the
// region, a district of the city, a channel of the type, a sub-grade of the grade); codes are unique
// regardless of case; a store that history refers to is never removed (deactivate it instead).
import type { Db } from '../../platform/db/db.js';
import { givenVersion, refuseUnmatched, versionMatches } from '../../platform/db/versions.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int, type Query, text } from '../../platform/http/handlers.js';
import { cleanName, requiredName } from '../../platform/http/names.js';
import { STORE_COLUMNS, STORE_VERSIONED } from './stores.routes.js';

interface StoreFields {
  code: string;
  name: string;
  storeTypeId: number;
  channelId: number;
  channelTypeId: number;
  longitude: number;
  latitude: number;
  address: string;
  districtId: number;
  regionId: number;
  cityId: number;
  gradeId: number;
  subGradeId: number;
  active: number;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const sqlState = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Where the distributor's stores can be: Bangladesh, with a margin for its border towns (the gateway holds the
 * same bounds). A store pinned elsewhere (0,0 from a form left blank, latitude and longitude swapped) would be
 * drawn and measured wrong on every map and visit distance.
 */
const STORE_BOUNDS = { Latitude: { min: 20.5, max: 26.7 }, Longitude: { min: 88.0, max: 92.7 } } as const;

function coordinate(query: Query, parameter: keyof typeof STORE_BOUNDS): number {
  const value = Number(query[parameter]);
  const { min, max } = STORE_BOUNDS[parameter];
  if (!(value >= min && value <= max))
    throw new HttpError(400, `${parameter} must be inside Bangladesh (${min} to ${max})`, parameter);
  return value;
}

function fieldsOf(query: Query): StoreFields {
  return {
    code: cleanName(text(query, 'StoreCode')),
    name: requiredName(query, 'StoreName'),
    storeTypeId: int(query, 'StoreTypeID'),
    channelId: int(query, 'ChannelID'),
    channelTypeId: int(query, 'ChannelTypeID'),
    longitude: coordinate(query, 'Longitude'),
    latitude: coordinate(query, 'Latitude'),
    address: text(query, 'Address'),
    districtId: int(query, 'DistrictID'),
    regionId: int(query, 'RegionID'),
    cityId: int(query, 'CityID'),
    gradeId: int(query, 'GradeID'),
    subGradeId: int(query, 'StoreSubGradeID'),
    active: int(query, 'ActiveStatus'),
  };
}

/** Checks the ids exist and agree with each other; resolves the sub-grade when 0. Returns the sub-grade id. */
async function checkReferences(db: Db, store: StoreFields): Promise<number> {
  const [row] = await db.query<Record<string, boolean | number | null>>(
    `select exists (select 1 from regions where region_id = $1) as region,
            exists (select 1 from cities where city_id = $2 and region_id = $1) as city,
            exists (select 1 from districts where district_id = $3 and city_id = $2) as district,
            exists (select 1 from channel_types where channel_type_id = $4) as channel_type,
            exists (select 1 from channels where channel_id = $5 and channel_type_id = $4) as channel,
            exists (select 1 from store_types where store_type_id = $6) as store_type,
            exists (select 1 from grades where grade_id = $7) as grade,
            (select store_sub_grade_id from store_sub_grades
              where grade_id = $7 and ($8::int = 0 or store_sub_grade_id = $8)
              order by store_sub_grade_id limit 1) as sub_grade`,
    [
      store.regionId,
      store.cityId,
      store.districtId,
      store.channelTypeId,
      store.channelId,
      store.storeTypeId,
      store.gradeId,
      store.subGradeId,
    ],
  );
  const checks: [string, string, string][] = [
    ['region', 'RegionID', `RegionID ${store.regionId} does not exist`],
    ['city', 'CityID', `CityID ${store.cityId} is not a city of region ${store.regionId}`],
    ['district', 'DistrictID', `DistrictID ${store.districtId} is not a district of city ${store.cityId}`],
    ['channel_type', 'ChannelTypeID', `ChannelTypeID ${store.channelTypeId} does not exist`],
    ['channel', 'ChannelID', `ChannelID ${store.channelId} is not a channel of type ${store.channelTypeId}`],
    ['store_type', 'StoreTypeID', `StoreTypeID ${store.storeTypeId} does not exist`],
    ['grade', 'GradeID', `GradeID ${store.gradeId} does not exist`],
  ];
  for (const [key, parameter, message] of checks) {
    if (!row?.[key]) throw new HttpError(400, message, parameter);
  }
  const subGrade = row?.sub_grade;
  if (typeof subGrade !== 'number')
    throw new HttpError(
      400,
      `StoreSubGradeID ${store.subGradeId} is not a sub-grade of grade ${store.gradeId}`,
      'StoreSubGradeID',
    );
  return subGrade;
}

async function saveStore(db: Db, store: StoreFields, storeId?: number, version = '') {
  const subGradeId = await checkReferences(db, store);
  const values = [
    store.code,
    store.name,
    store.storeTypeId,
    store.channelId,
    store.channelTypeId,
    store.longitude,
    store.latitude,
    store.address,
    store.districtId,
    store.regionId,
    store.cityId,
    store.gradeId,
    subGradeId,
    store.active,
  ];
  try {
    const rows =
      storeId === undefined
        ? await db.query(
            `insert into stores (store_code, store_name, store_type_id, channel_id, channel_type_id, longitude,
              latitude, address,
                             district_id, region_id, city_id, grade_id, store_sub_grade_id, active_status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning ${STORE_COLUMNS}`,
            values,
          )
        : await db.query(
            `update stores set store_code = $1, store_name = $2, store_type_id = $3, channel_id = $4,
              channel_type_id = $5,
                longitude = $6, latitude = $7, address = $8, district_id = $9, region_id = $10, city_id = $11,
                grade_id = $12, store_sub_grade_id = $13, active_status = $14
         where store_id = $15 and ${versionMatches(STORE_VERSIONED, '$16')} returning ${STORE_COLUMNS}`,
            [...values, storeId, version],
          );
    if (rows.length === 0 && storeId !== undefined) {
      await refuseUnmatched(db, `select ${STORE_COLUMNS} from stores where store_id = $1`, storeId, 'Store', 'StoreID');
    }
    return ok(rows[0], storeId === undefined ? 'Store added' : 'Store updated');
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new HttpError(409, `Store code ${store.code} already exists`, 'StoreCode');
    throw error;
  }
}

export const storeWriteHandlers: HandlerTable = {
  StoreAdd: (query, { db }) => saveStore(db, fieldsOf(query)),
  StoreUpdate: (query, { db }) => saveStore(db, fieldsOf(query), int(query, 'StoreID'), givenVersion(query)),
  async StoreRemove(query, { db }) {
    const storeId = int(query, 'StoreID');
    try {
      const rows = await db.query<{ StoreID: number }>(
        'delete from stores where store_id = $1 returning store_id as "StoreID"',
        [storeId],
      );
      if (rows.length === 0) throw new HttpError(404, `Store ${storeId} does not exist`, 'StoreID');
      return ok(rows[0], 'Store removed');
    } catch (error) {
      // Every table that records history about a store references it, so the database itself refuses.
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
        throw new HttpError(
          409,
          `Store ${storeId} has history that refers to it: deactivate it instead of removing it`,
          'StoreID',
        );
      }
      throw error;
    }
  },
};
