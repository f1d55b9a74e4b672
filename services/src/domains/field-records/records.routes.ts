// Field records: store pictures (listed, served as images: uploaded bytes, or a picture drawn from
// the record when none was uploaded), product transfers (transfer base), deployments, market
// activity, market issues and trainings, with their reference lists.
import { businessMinute } from '../../../../contract/business-clock.js';
import type { Db } from '../../platform/db/db.js';
import { businessTimeZone } from '../../platform/http/business-day.js';
import { HttpError, ok, RawBody } from '../../platform/http/envelope.js';
import { type HandlerTable, int, type Query, text } from '../../platform/http/handlers.js';
import { listOrPage } from '../../platform/http/paging.js';
import { type FilterTargets, filterCondition, readReportFilter } from '../../platform/http/report-filter.js';

/** Records that carry their own brand (aliased t) and no category. */
const OWN_BRAND = (alias: string): FilterTargets => ({
  brandIn: (brands) => `${alias}.brand_id in (${brands})`,
  category: null,
});
/** Transfers: any of their products' brands. */
const TRANSFER_BRANDS: FilterTargets = {
  brandIn: (brands) =>
    `exists (select 1 from transfer_lines bl join products bp on bp.product_id = bl.product_id where bl.transfer_id
      = t.transfer_id and bp.brand_id in (${brands}))`,
  category: null,
};

export const RECENT_PICTURES = 50;
export const DEPLOYMENT_SUMMARY_RANGE = { from: '2020-01-01', to: '2025-10-01' } as const;
export const TRAINING_RANGE = { from: '2023-01-01', to: '2027-01-01' } as const;

const PICTURE_COLUMNS = `sp.picture_id as "PictureID", to_json(sp.taken_at) #>> '{}' as "TakenAt", sp.visit_id as
  "VisitID", v.store_id as "StoreID",
  v.team_member_id as "TeamMemberID", sp.brand_id as "BrandID", sp.element_id as "StorePictureElementID",
  '/main/StorePicture?PictureID=' || sp.picture_id as "URL"`;
const PICTURES = `from store_pictures sp join visits v on v.visit_id = sp.visit_id join stores s on s.store_id =
  v.store_id`;

/** The common filters over pictures, plus the element. */
export function pictureWhere(query: Query) {
  const { where, params } = filterCondition(readReportFilter(query), 'v.visit_date', OWN_BRAND('sp'));
  const element = int(query, 'StorePictureElementID');
  return { where: `${where} and ($11::int = 0 or sp.element_id = $11)`, params: [...params, element] };
}

/**
 * The common filters over records joined to stores `s`; a default range replaces the last 30 days (and may be longer).
 */
function recordWhere(query: Query, dateColumn: string, targets: FilterTargets, range?: { from: string; to: string }) {
  const filter = readReportFilter(
    { ...query, FromDate: query.FromDate ?? range?.from, ToDate: query.ToDate ?? range?.to },
    range ? 366 * 10 : undefined,
  );
  return filterCondition(filter, dateColumn, targets);
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A picture drawn from its record: the element, the store and brand, the time; the same every time. */
export function drawnPicture(row: {
  picture_id: number;
  element_name: string;
  store_code: string;
  store_name: string;
  brand_name: string;
  taken_at: string;
}): string {
  const hue = (row.picture_id * 47) % 360;
  const shelves = Array.from({ length: 4 }, (_, i) => {
    const y = 70 + i * 45;
    const boxes = Array.from({ length: 7 }, (_, j) => {
      const fill = `hsl(${(hue + j * 23 + i * 41) % 360},55%,${55 + ((row.picture_id + j) % 3) * 8}%)`;
      return `<rect x="${30 + j * 50}" y="${y - 30}" width="40" height="28" rx="3" fill="${fill}"/>`;
    }).join('');
    return `<rect x="20" y="${y}" width="360" height="6" fill="#5a4632"/>${boxes}`;
  }).join('');
  const title = `${row.element_name} · ${row.brand_name}`;
  const caption = `${row.store_code} ${row.store_name} · ${businessMinute(row.taken_at, businessTimeZone())}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img"
    aria-label="${escapeXml(row.element_name)} at ${escapeXml(row.store_code)}">
<rect width="400" height="300" fill="hsl(${hue},30%,92%)"/>${shelves}
<rect x="0" y="250" width="400" height="50" fill="rgba(0,0,0,0.65)"/>
<text x="12" y="270" font-family="sans-serif" font-size="14" fill="#fff">${escapeXml(title)}</text>
<text x="12" y="290" font-family="sans-serif" font-size="12" fill="#ddd">${escapeXml(caption)}</text>
</svg>`;
}

export async function pictureBody(db: Db, pictureId: number): Promise<RawBody> {
  const [row] = await db.query<{
    picture_id: number;
    content_type: string | null;
    bytes: Uint8Array | null;
    element_name: string;
    store_code: string;
    store_name: string;
    brand_name: string;
    taken_at: string;
  }>(
    `select sp.picture_id, sp.content_type, sp.bytes, e.element_name, s.store_code, s.store_name, b.brand_name,
      to_json(sp.taken_at) #>> '{}' as taken_at
     from store_pictures sp join picture_elements e on e.element_id = sp.element_id join visits v on v.visit_id =
     sp.visit_id
       join stores s on s.store_id = v.store_id join brands b on b.brand_id = sp.brand_id where sp.picture_id = $1`,
    [pictureId],
  );
  if (!row) throw new HttpError(404, `Picture ${pictureId} does not exist`, 'PictureID');
  if (row.bytes && row.content_type) return new RawBody(row.content_type, Buffer.from(row.bytes));
  return new RawBody('image/svg+xml', Buffer.from(drawnPicture(row)));
}

export const recordHandlers: HandlerTable = {
  async StorePictures(query, { db }) {
    const { where, params } = pictureWhere(query);
    return listOrPage(db, query, {
      sql: `select ${PICTURE_COLUMNS} ${PICTURES} where ${where}`,
      order: 'order by sp.taken_at desc, sp.picture_id desc',
      params,
    });
  },
  async StorePictures_Recents(query, { db }) {
    const { where, params } = pictureWhere(query);
    return ok(
      await db.query(
        `select ${PICTURE_COLUMNS} ${PICTURES} where ${where} order by sp.taken_at desc, sp.picture_id desc limit
          ${RECENT_PICTURES}`,
        params,
      ),
    );
  },
  StorePicture_Element: async (_, { db }) =>
    ok(
      await db.query(
        'select element_id as "StorePictureElementID", element_name as "ElementName" from picture_elements order ' +
          'by element_id',
      ),
    ),
  StorePicture: (query, { db }) => pictureBody(db, int(query, 'PictureID')),

  async TransferList(query, { db }) {
    const { where, params } = recordWhere(query, 't.transfer_date', TRANSFER_BRANDS);
    return listOrPage(db, query, {
      sql: `select t.transfer_id as "TransferID", to_char(t.transfer_date, 'YYYY-MM-DD') as "TransferDate",
        t.from_store_id as "FromStoreID",
        t.to_store_id as "TransferTo_StoreID", t.team_member_id as "TeamMemberID", t.status as "Status",
        coalesce((select json_agg(json_build_object('ProductID', l.product_id, 'Quantity', l.quantity) order by
        l.product_id)
          from transfer_lines l where l.transfer_id = t.transfer_id), '[]'::json) as "Products"
      from transfers t join stores s on s.store_id = t.from_store_id
      where ${where}`,
      order: 'order by t.transfer_date desc, t.transfer_id desc',
      params,
    });
  },

  async ViewMarketActivity(query, { db }) {
    const { where, params } = recordWhere(query, 'a.activity_date', OWN_BRAND('a'));
    const type = int(query, 'ActivityTypeID');
    const category = int(query, 'ActivityCategoryID');
    return listOrPage(db, query, {
      sql: `select a.activity_id as "ActivityID", to_char(a.activity_date, 'YYYY-MM-DD') as "ActivityDate",
        a.store_id as "StoreID",
        a.team_member_id as "TeamMemberID", a.brand_id as "BrandID", a.activity_category_id as "ActivityCategoryID",
        c.activity_type_id as "ActivityTypeID", a.note as "Note"
      from market_activities a join stores s on s.store_id = a.store_id
        join activity_categories c on c.activity_category_id = a.activity_category_id
      where ${where} and ($11::int = 0 or c.activity_type_id = $11) and ($12::int = 0 or a.activity_category_id = $12)`,
      order: 'order by a.activity_date desc, a.activity_id desc',
      params: [...params, type, category],
    });
  },
  ActivityCategory: async (query, { db }) =>
    ok(
      await db.query(
        `select c.activity_category_id as "ActivityCategoryID", c.activity_category_name as "ActivityCategoryName",
      c.activity_type_id as "ActivityTypeID", t.activity_type_name as "ActivityTypeName"
    from activity_categories c join activity_types t on t.activity_type_id = c.activity_type_id
    where ($1::int = 0 or c.activity_type_id = $1) order by c.activity_type_id, c.activity_category_id`,
        [int(query, 'ActivityTypeID')],
      ),
    ),

  async ViewDeployments(query, { db }) {
    const { where, params } = recordWhere(query, 'd.deployed_on', OWN_BRAND('d'));
    return listOrPage(db, query, {
      sql: `select d.deployment_id as "DeploymentID", to_char(d.deployed_on, 'YYYY-MM-DD') as "DeployedOn",
        d.store_id as "StoreID",
        d.team_member_id as "TeamMemberID", d.brand_id as "BrandID", d.deployment_type as "DeploymentType",
        d.status_id as "StatusID"
      from deployments d join stores s on s.store_id = d.store_id
      where ${where} and ($11::int = 0 or d.status_id = $11)`,
      order: 'order by d.deployed_on desc, d.deployment_id desc',
      params: [...params, int(query, 'StatusID')],
    });
  },
  async DeploymentSummary(query, { db }) {
    const { where, params } = recordWhere(query, 'd.deployed_on', OWN_BRAND('d'), DEPLOYMENT_SUMMARY_RANGE);
    return ok(
      await db.query(
        `select st.status_id as "StatusID", count(d.deployment_id)::int as "Deployments", count(distinct
          d.store_id)::int as "Stores"
      from deployment_statuses st left join (deployments d join stores s on s.store_id = d.store_id)
        on d.status_id = st.status_id and ${where}
      group by st.status_id order by st.status_id`,
        params,
      ),
    );
  },
  DeploymentStaus: async (_, { db }) =>
    ok(
      await db.query(
        'select status_id as "StatusID", status_name as "StatusName" from deployment_statuses order by status_id',
      ),
    ),

  async ViewMarketIssues(query, { db }) {
    const { where, params } = recordWhere(query, 'i.reported_on', OWN_BRAND('i'));
    return listOrPage(db, query, {
      sql: `select i.issue_id as "IssueID", to_char(i.reported_on, 'YYYY-MM-DD') as "ReportedOn", i.store_id as
        "StoreID",
        i.team_member_id as "TeamMemberID", i.brand_id as "BrandID", i.status_id as "StatusID", st.status_name as
        "StatusName", i.title as "Title"
      from market_issues i join stores s on s.store_id = i.store_id join market_issue_statuses st on st.status_id =
      i.status_id
      where ${where} and ($11::int = 0 or i.status_id = $11)`,
      order: 'order by i.reported_on desc, i.issue_id desc',
      params: [...params, int(query, 'StatusID')],
    });
  },

  async TrainingList(query, { db }) {
    const from = text(query, 'FromDate') || TRAINING_RANGE.from;
    const to = text(query, 'ToDate') || TRAINING_RANGE.to;
    if (from > to) throw new HttpError(400, 'FromDate must not be after ToDate', 'FromDate');
    return listOrPage(db, query, {
      sql: `select t.training_id as "TrainingID", to_char(t.training_date, 'YYYY-MM-DD') as "TrainingDate",
        t.team_member_id as "TeamMemberID",
        t.training_type_id as "TrainingTypeID", t.training_model_id as "TrainingModelID", t.trainer as "Trainer",
        t.duration_minutes as "DurationMinutes"
      from trainings t join team_members m on m.team_member_id = t.team_member_id
      where t.training_date between $1::date and $2::date and ($3::int = 0 or t.training_type_id = $3) and ($4::int
      = 0 or t.training_model_id = $4)
        and ($5::int = 0 or m.region_id = $5)`,
      order: 'order by t.training_date desc, t.training_id desc',
      params: [from, to, int(query, 'TrainingTypeID'), int(query, 'TrainingModelID'), int(query, 'RegionID')],
    });
  },
  TrainingModel: async (_, { db }) =>
    ok(
      await db.query(
        'select training_model_id as "TrainingModelID", training_model_name as "TrainingModelName" from ' +
          'training_models order by training_model_id',
      ),
    ),
  TrainingType: async (_, { db }) =>
    ok(
      await db.query(
        'select training_type_id as "TrainingTypeID", training_type_name as "TrainingTypeName" from training_types ' +
          'order by training_type_id',
      ),
    ),
};
