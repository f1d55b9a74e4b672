-- Demo settings: the permission catalogue (the menu's pages, in menu order), the two e-mailed
-- reports with a recipient each, every active product carried by the first two grades of each
-- account (channel) of its brand's half, and a grade by brand for a tenth of the stores.
insert into permissions (permission_id, page_name)
select n, page from unnest(array['Dashboard', 'Master List', 'Store List', 'Product List', 'Users List', 'Brand List',
  'Product Category List', 'Store Check', 'Summary', 'Detail', 'Stock Report', 'By Date', 'By Week', 'Sales',
  'Daily Sales', 'Target And Achivement', 'Promoter Target Setting', 'Visit Report', 'Store Visit', 'Month Visit',
  'Journey Plan', 'Team Location', 'Store Pictures', 'Product Transfer', 'Deployment', 'Market Activity',
  'Market Issues', 'Training List', 'Stock', 'Settings', 'User Store Mapping', 'Store Grade By Brand',
  'Product Store Mapping', 'Report Email Recipient', 'Setup Manager By Brand', 'Reset Password', 'User Permission',
  'API Explorer']) with ordinality as p(page, n);
insert into reports values (1, 'Low stock report'), (2, 'Store pictures report');
insert into report_recipients values (1, 'stock.desk@meridian-distribution.example'), (2, 'trade.marketing@meridian-distribution.example');
insert into product_account_grades (channel_id, grade_id, product_id)
select c.channel_id, g.grade_id, p.product_id
from channels c cross join (select grade_id from grades order by grade_id limit 2) g
join products p on p.active_status = 1 and (p.product_id + c.channel_id) % 3 = 0;
insert into store_grade_brands (store_id, brand_id, grade_id)
select s.store_id, b.brand_id, 1 + abs(hashtext('sgb' || s.store_id || ':' || b.brand_id)) % (select count(*) from grades)
from stores s cross join (select brand_id from brands where brand_id <= 6) b
where s.store_id % 10 = 0;
