// The common report filters (Brand, Region, City, Channel, ProductCategory, Grade, Store, Manager,
// FromDate, ToDate) read once and turned into one SQL condition, numbered from $1, over the
// aliases s (stores) and p (products) plus the row's own date column.
import type { SqlValue } from '../db/db.js';
import { businessDay } from './business-day.js';
import { HttpError } from './envelope.js';
import { int, type Query, text } from './handlers.js';

export const MAX_REPORT_DAYS = 366;
export const DEFAULT_REPORT_DAYS = 30;

export interface ReportFilter {
  fromDate: string;
  toDate: string;
  brandId: number;
  regionId: number;
  cityId: number;
  channelId: number;
  categoryId: number;
  gradeId: number;
  storeId: number;
  managerId: number;
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today as the business sees it (BUSINESS_TIME_ZONE, by default Asia/Dhaka). */
export const today = () => businessDay();

export function readReportFilter(query: Query, maxDays = MAX_REPORT_DAYS): ReportFilter {
  const toDate = text(query, 'ToDate') || today();
  const fromDate = text(query, 'FromDate') || dayOf(Date.parse(toDate) - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
  const days = (Date.parse(toDate) - Date.parse(fromDate)) / DAY_MS + 1;
  if (days < 1) throw new HttpError(400, 'FromDate must not be after ToDate', 'FromDate');
  if (days > maxDays) throw new HttpError(400, `A report covers at most ${maxDays} days`, 'FromDate');
  return {
    fromDate,
    toDate,
    brandId: int(query, 'BrandID'),
    regionId: int(query, 'RegionID'),
    cityId: int(query, 'CityID'),
    channelId: int(query, 'ChannelID'),
    categoryId: int(query, 'ProductCategoryID'),
    gradeId: int(query, 'GradeID'),
    storeId: int(query, 'StoreID'),
    managerId: int(query, 'ManagerID'),
  };
}

/** How a kind of record meets the brand and category filters. */
export interface FilterTargets {
  /** SQL true when the record's brand is in `brands` (a parameter or a subquery). */
  brandIn: (brands: string) => string;
  /** The record's category column, or null when it has none (the filter then has no effect). */
  category: string | null;
}

/** The brands the manager in $10 manages (the manager filter). */
const MANAGED_BRANDS = 'select bm.brand_id from brand_managers bm where bm.team_member_id = $10';

/** Records joined to a product `p`: its brand and category. */
export const PRODUCT_TARGETS: FilterTargets = {
  brandIn: (brands) => `p.brand_id in (${brands})`,
  category: 'p.product_category_id',
};

/** `dateColumn between from and to` and every id filter (0 = all) over stores `s`; parameters $1..$10. */
export function filterCondition(
  filter: ReportFilter,
  dateColumn: string,
  targets: FilterTargets = PRODUCT_TARGETS,
): { where: string; params: SqlValue[] } {
  const category = targets.category ? `${targets.category} = $7` : 'true';
  return {
    where: `${dateColumn} between $1::date and $2::date
      and ($3::int = 0 or ${targets.brandIn('$3')}) and ($4::int = 0 or s.region_id = $4)
      and ($5::int = 0 or s.city_id = $5) and ($6::int = 0 or s.channel_id = $6)
      and ($7::int = 0 or ${category}) and ($8::int = 0 or s.grade_id = $8)
      and ($9::int = 0 or s.store_id = $9)
      and ($10::int = 0 or ${targets.brandIn(MANAGED_BRANDS)})`,
    params: [
      filter.fromDate,
      filter.toDate,
      filter.brandId,
      filter.regionId,
      filter.cityId,
      filter.channelId,
      filter.categoryId,
      filter.gradeId,
      filter.storeId,
      filter.managerId,
    ],
  };
}
