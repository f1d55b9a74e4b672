-- Demo brands: consumer electronics and FMCG names a distributor carries ({{brands}} at most).
insert into brands (brand_id, brand_name, active_status)
select n, name, case when n % 13 = 0 then 0 else 1 end
from unnest(array['Samsung', 'Walton', 'Symphony', 'Xiaomi', 'Realme', 'Oppo', 'Vivo', 'Tecno', 'Itel', 'Nokia',
  'Transcend', 'Vision', 'Singer', 'Jamuna', 'Minister', 'Pran', 'Radhuni', 'Fresh', 'Teer', 'Aarong Dairy',
  'Unilever', 'Marico', 'Square Toiletries', 'Keya', 'Kohinoor', 'ACI Pure', 'Bashundhara', 'Meghna', 'Akij', 'Olympic'])
  with ordinality as brand(name, n)
where n <= {{brands}};
select setval(pg_get_serial_sequence('brands', 'brand_id'), (select coalesce(max(brand_id), 1) from brands));
