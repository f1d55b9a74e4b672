-- Each store's row of StoreList kept as the JSON the list answers, written with the store: the list of every store
-- (1,500 rows and more) is then one ordered join of stored texts, with no per-row Version hash or conversion on
-- each read. The trigger writes it in the transaction of every insert and update of a store, so it never lags;
-- its Version is the md5 of the editable columns, as versioned updates compute it (platform/db/versions.ts).
alter table stores add column list_row text;

create function stores_list_row() returns trigger language plpgsql as $$
begin
  new.list_row := (
    select row_to_json(listed)::text
    from (
      select new.store_id as "StoreID", new.store_code as "StoreCode", new.store_name as "StoreName",
        new.store_type_id as "StoreTypeID", new.channel_id as "ChannelID", new.channel_type_id as "ChannelTypeID",
        new.longitude as "Longitude", new.latitude as "Latitude", new.address as "Address",
        new.district_id as "DistrictID", new.region_id as "RegionID", new.city_id as "CityID",
        new.grade_id as "GradeID", new.store_sub_grade_id as "StoreSubGradeID", new.active_status as "ActiveStatus",
        md5(row(
          new.store_code, new.store_name, new.store_type_id, new.channel_id, new.channel_type_id, new.longitude,
          new.latitude, new.address, new.district_id, new.region_id, new.city_id, new.grade_id,
          new.store_sub_grade_id, new.active_status
        )::text) as "Version"
    ) listed
  );
  return new;
end $$;

create trigger stores_list_row before insert or update on stores
  for each row execute function stores_list_row();

update stores set list_row = null;
alter table stores alter column list_row set not null;
