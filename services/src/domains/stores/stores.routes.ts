// Stores: StoreList with every filter of the description (0 = all, ActiveStatus included), answered from each
// store's row kept as JSON with the store (migration 032): the rows' texts joined in order, nothing parsed.

import { versionOf } from '../../platform/db/versions.js';
import { JsonList } from '../../platform/http/envelope.js';
import { type HandlerTable, int, text } from '../../platform/http/handlers.js';

/** Escapes LIKE's wildcards so a user's `%` or `_` matches itself. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What a store form edits: its Version is derived from these. */
export const STORE_VERSIONED = [
  'store_code',
  'store_name',
  'store_type_id',
  'channel_id',
  'channel_type_id',
  'longitude',
  'latitude',
  'address',
  'district_id',
  'region_id',
  'city_id',
  'grade_id',
  'store_sub_grade_id',
  'active_status',
];

export const STORE_COLUMNS = `store_id as "StoreID", store_code as "StoreCode", store_name as "StoreName",
  store_type_id as "StoreTypeID", channel_id as "ChannelID", channel_type_id as "ChannelTypeID",
  longitude as "Longitude", latitude as "Latitude", address as "Address", district_id as "DistrictID",
  region_id as "RegionID", city_id as "CityID", grade_id as "GradeID", store_sub_grade_id as "StoreSubGradeID",
  active_status as "ActiveStatus", ${versionOf(STORE_VERSIONED)} as "Version"`;

export const storeHandlers: HandlerTable = {
  StoreList: async (query, { db }) => {
    const [list] = await db.query<{ rows: string | null }>(
      `select string_agg(list_row, ',' order by store_name, store_id) as rows from stores
       where ($1::int = 0 or store_type_id = $1)
         and ($2::int = 0 or district_id = $2)
         and ($3::int = 0 or city_id = $3)
         and ($4::int = 0 or region_id = $4)
         and ($5::int = 0 or channel_type_id = $5)
         and ($6::int = 0 or channel_id = $6)
         and ($7::int = 0 or store_sub_grade_id = $7)
         and ($8::int = 0 or grade_id = $8)
         and ($9::int = 0 or active_status = $9)
         and ($10::text = '' or lower(store_code) like lower($10) || '%' escape '\\')
         and ($11::text = '' or lower(store_name) like '%' || lower($11) || '%' escape '\\')
`,
      [
        int(query, 'StoreTypeID'),
        int(query, 'DistrictID'),
        int(query, 'CityID'),
        int(query, 'RegionID'),
        int(query, 'ChannelTypeID'),
        int(query, 'ChannelID'),
        int(query, 'StoreSubGradeID'),
        int(query, 'GradeID'),
        int(query, 'ActiveStatus'),
        likeEscape(text(query, 'StoreCode')),
        likeEscape(text(query, 'StoreName')),
      ],
    );
    return new JsonList(list?.rows ?? '');
  },
};
