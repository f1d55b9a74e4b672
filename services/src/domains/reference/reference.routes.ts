// Reference lists: grades, sub-grades, regions, cities, districts, channel types, channels,
// store types, store options for pickers and team types. A parent id of 0 means all.
import { ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int } from '../../platform/http/handlers.js';

export const lookupHandlers: HandlerTable = {
  GradeList: async (_, { db }) =>
    ok(await db.query(`select grade_id as "GradeID", grade_name as "GradeName" from grades order by grade_id`)),

  StoreSubGradeList: async (query, { db }) =>
    ok(
      await db.query(
        `select store_sub_grade_id as "StoreSubGradeID", store_sub_grade_name as "StoreSubGradeName", grade_id as
          "GradeID"
       from store_sub_grades where ($1::int = 0 or grade_id = $1) order by store_sub_grade_id`,
        [int(query, 'GradeID')],
      ),
    ),

  RegionList: async (_, { db }) =>
    ok(await db.query(`select region_id as "RegionID", region_name as "RegionName" from regions order by region_name`)),

  CityList: async (query, { db }) =>
    ok(
      await db.query(
        `select city_id as "CityID", city_name as "CityName", region_id as "RegionID"
       from cities where ($1::int = 0 or region_id = $1) order by city_name`,
        [int(query, 'RegionID')],
      ),
    ),

  DistrictList: async (query, { db }) =>
    ok(
      await db.query(
        `select district_id as "DistrictID", district_name as "DistrictName", city_id as "CityID"
       from districts where ($1::int = 0 or city_id = $1) order by district_name`,
        [int(query, 'CityID')],
      ),
    ),

  ChannelTypeList: async (_, { db }) =>
    ok(
      await db.query(
        `select channel_type_id as "ChannelTypeID", channel_type_name as "ChannelTypeName" from channel_types order
          by channel_type_id`,
      ),
    ),

  ChannelList: async (query, { db }) =>
    ok(
      await db.query(
        `select channel_id as "ChannelID", channel_name as "ChannelName", channel_type_id as "ChannelTypeID"
       from channels where ($1::int = 0 or channel_type_id = $1) order by channel_name`,
        [int(query, 'ChannelTypeID')],
      ),
    ),

  StoreTypeList: async (_, { db }) =>
    ok(
      await db.query(
        `select store_type_id as "StoreTypeID", store_type_name as "StoreTypeName" from store_types order by
          store_type_id`,
      ),
    ),

  StoreFilterList: async (query, { db }) =>
    ok(
      await db.query(
        `select store_id as "StoreID", store_code as "StoreCode", store_name as "StoreName"
       from stores
       where active_status = 1 and ($1::int = 0 or region_id = $1) and ($2::int = 0 or channel_id = $2)
       order by store_name, store_id`,
        [int(query, 'RegionID'), int(query, 'ChannelID')],
      ),
    ),

  TeamType: async (_, { db }) =>
    ok(
      await db.query(
        'select team_type_id as "TeamTypeID", team_type_name as "TeamTypeName" from team_types order by team_type_id',
      ),
    ),
};
