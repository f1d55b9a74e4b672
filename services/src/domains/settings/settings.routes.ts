// Settings (the settings base): stores mapped to team members, products carried by account and
// grade, store grades by brand, report recipients, managers by brand and permissions; and the
// password change (main base). Adding what is already there, or removing what is not, changes
// nothing and says so in Changed/Unchanged.
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../../contract/common-passwords.js';
import type { Db } from '../../platform/db/db.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type Handler, type HandlerTable, int, type Query, text } from '../../platform/http/handlers.js';
import { listOrPage } from '../../platform/http/paging.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { mayReceiveReports, type RecipientPolicy, readAddresses } from '../store-checks/low-stock-email.js';

const ids = (query: Query, name: string): number[] | null => {
  const raw = text(query, name);
  if (!raw) return null;
  const list = raw.split(',').map((part) => part.trim());
  if (list.some((part) => !/^\d{1,9}$/.test(part)))
    throw new HttpError(400, `${name} must be ids separated by commas`, name);
  return [...new Set(list.map(Number))];
};
const pgArray = (values: readonly number[]) => `{${values.join(',')}}`;

async function requireMember(db: Db, memberId: number) {
  const [member] = await db.query('select 1 from team_members where team_member_id = $1', [memberId]);
  if (!member) throw new HttpError(404, `Team member ${memberId} does not exist`, 'TeamMemberID');
}

/** The stores matching the store filters of a mapping call, mapped to the member or not. */
function storesOf(db: Db, query: Query, mapped: boolean) {
  return db.query<{ StoreID: number }>(
    `select s.store_id as "StoreID", s.store_code as "StoreCode", s.store_name as "StoreName",
      s.region_id as "RegionID", s.city_id as "CityID", s.channel_id as "ChannelID", s.active_status as "ActiveStatus"
    from stores s
    where ${mapped ? '' : 'not '}exists (select 1 from member_stores ms where ms.team_member_id = $1 and ms.store_id
      = s.store_id)
      and ($2::int = 0 or s.region_id = $2) and ($3::int = 0 or s.city_id = $3) and ($4::int = 0 or s.channel_id = $4)
      and ($5 = '' or s.store_name ilike '%' || $5 || '%') ${mapped ? '' : 'and s.active_status = 1'}
    order by lower(s.store_name)`,
    [
      int(query, 'TeamMemberID'),
      int(query, 'RegionID'),
      int(query, 'CityID'),
      int(query, 'ChannelID'),
      text(query, 'StoreName'),
    ],
  );
}

const changed = (count: number, asked: number, what: string) =>
  ok(
    { Changed: count, Unchanged: asked - count },
    asked - count > 0 ? `${count} ${what}; ${asked - count} already so` : `${count} ${what}`,
  );

/**
 * AddReportRecipients under the report e-mail policy (REPORT_EMAIL_DOMAINS): the report address, or an address in
 * the company's domains that is no inactive member's, as the gateway checks too, so reports stay inside the company.
 */
export function addReportRecipientsHandler(policy: RecipientPolicy): Handler {
  return async (query, { db }) => {
    const [email] = readAddresses({ toEmails: text(query, 'Email') }, 'toEmails');
    if (!email) throw new HttpError(400, 'Email is required', 'Email');
    const address = email.toLowerCase();
    if (!(await mayReceiveReports(db, address, policy, false)))
      throw new HttpError(400, `Email: ${address} is not an address reports may go to`, 'Email');
    const [report] = await db.query('select 1 from reports where report_id = $1', [int(query, 'ReportID')]);
    if (!report) throw new HttpError(404, `Report ${int(query, 'ReportID')} does not exist`, 'ReportID');
    const added = await db.query(
      'insert into report_recipients (report_id, email) values ($1, $2) on conflict do nothing returning email',
      [int(query, 'ReportID'), address],
    );
    return changed(added.length, 1, 'recipient added');
  };
}

export const settingsHandlers: HandlerTable = {
  async UnMappedStores(query, { db }) {
    await requireMember(db, int(query, 'TeamMemberID'));
    return ok(await storesOf(db, query, false));
  },
  async MappedStores(query, { db }) {
    await requireMember(db, int(query, 'TeamMemberID'));
    return ok(await storesOf(db, query, true));
  },
  async UnMappedStores_Add(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    await requireMember(db, memberId);
    // The chosen stores, or every unmapped store the filters match.
    const chosen = ids(query, 'StoreIDs') ?? (await storesOf(db, query, false)).map((row) => row.StoreID);
    const known = await db.query<{ id: number }>('select store_id as id from stores where store_id = any($1::int[])', [
      pgArray(chosen),
    ]);
    if (known.length !== chosen.length)
      throw new HttpError(400, 'StoreIDs names a store that does not exist', 'StoreIDs');
    const added = await db.query(
      'insert into member_stores (team_member_id, store_id) select $1, unnest($2::int[]) on conflict do nothing ' +
        'returning store_id',
      [memberId, pgArray(chosen)],
    );
    return changed(added.length, chosen.length, 'stores mapped');
  },
  async MappedStores_Remove(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    await requireMember(db, memberId);
    const chosen = ids(query, 'StoreIDs') ?? (await storesOf(db, query, true)).map((row) => row.StoreID);
    const removed = await db.query(
      'delete from member_stores where team_member_id = $1 and store_id = any($2::int[]) returning store_id',
      [memberId, pgArray(chosen)],
    );
    return changed(removed.length, chosen.length, 'stores unmapped');
  },

  ProductMappedWithAccount: async (query, { db }) =>
    ok(
      await db.query(
        `select p.product_id as "ProductID", p.product_model_code as "ProductModelCode",
      p.product_model_name as "ProductModelName", p.brand_id as "BrandID", p.product_category_id as "ProductCategoryID"
    from product_account_grades m join products p on p.product_id = m.product_id
    where m.channel_id = $1 and m.grade_id = $2 and ($3::int = 0 or p.brand_id = $3) order by
    lower(p.product_model_code)`,
        [int(query, 'ChannelID'), int(query, 'GradeID'), int(query, 'BrandID')],
      ),
    ),
  ProductUnMappedWithAccount: async (query, { db }) =>
    ok(
      await db.query(
        `select p.product_id as "ProductID", p.product_model_code as "ProductModelCode",
      p.product_model_name as "ProductModelName", p.brand_id as "BrandID", p.product_category_id as "ProductCategoryID"
    from products p
    where p.active_status = 1 and ($3::int = 0 or p.brand_id = $3)
      and not exists (select 1 from product_account_grades m where m.channel_id = $1 and m.grade_id = $2 and
      m.product_id = p.product_id)
    order by lower(p.product_model_code)`,
        [int(query, 'ChannelID'), int(query, 'GradeID'), int(query, 'BrandID')],
      ),
    ),
  async AddProductAccountGradeMapping(query, { db }) {
    const products = ids(query, 'ProductIDs') ?? [];
    const known = await db.query('select 1 from products where product_id = any($1::int[])', [pgArray(products)]);
    if (known.length !== products.length)
      throw new HttpError(400, 'ProductIDs names a product that does not exist', 'ProductIDs');
    const added = await db.query(
      'insert into product_account_grades (channel_id, grade_id, product_id) select $1, $2, unnest($3::int[]) on ' +
        'conflict do nothing returning product_id',
      [int(query, 'ChannelID'), int(query, 'GradeID'), pgArray(products)],
    );
    return changed(added.length, products.length, 'products mapped');
  },
  async RemoveProductAccountGradeMapping(query, { db }) {
    const products = ids(query, 'ProductIDs') ?? [];
    const removed = await db.query(
      'delete from product_account_grades where channel_id = $1 and grade_id = $2 and product_id = any($3::int[]) ' +
        'returning product_id',
      [int(query, 'ChannelID'), int(query, 'GradeID'), pgArray(products)],
    );
    return changed(removed.length, products.length, 'products unmapped');
  },

  StoreGradeByBrand: (query, { db }) =>
    listOrPage(db, query, {
      sql: `select s.store_id as "StoreID", b.brand_id as "BrandID", g.grade_id as "GradeID"
    from stores s cross join brands b left join store_grade_brands g on g.store_id = s.store_id and g.brand_id =
    b.brand_id
    where s.active_status = 1 and ($1::int = 0 or s.region_id = $1) and ($2::int = 0 or s.city_id = $2) and ($3::int
    = 0 or s.channel_id = $3)
      and ($4::int = 0 or b.brand_id = $4) and ($5 = '' or s.store_name ilike '%' || $5 || '%')`,
      order: 'order by lower(s.store_name), s.store_id, b.brand_id',
      params: [
        int(query, 'RegionID'),
        int(query, 'CityID'),
        int(query, 'ChannelID'),
        int(query, 'BrandID'),
        text(query, 'StoreName'),
      ],
    }),
  async AddStoreGradeBrand(query, { db }) {
    const [row] = await db
      .query(
        `insert into store_grade_brands (store_id, brand_id, grade_id) values ($1, $2, $3)
      on conflict (store_id, brand_id) do update set grade_id = excluded.grade_id
      returning store_id as "StoreID", brand_id as "BrandID", grade_id as "GradeID"`,
        [int(query, 'StoreID'), int(query, 'BrandID'), int(query, 'GradeID')],
      )
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23503')
          throw new HttpError(400, 'StoreID, BrandID or GradeID does not exist', 'StoreID');
        throw error;
      });
    return ok(row, 'Grade saved');
  },

  Reports_List: async (_, { db }) =>
    ok(await db.query('select report_id as "ReportID", report_name as "ReportName" from reports order by report_id')),
  ReportRecipients: async (query, { db }) =>
    ok(
      await db.query(
        'select report_id as "ReportID", email as "Email" from report_recipients where report_id = $1 order by email',
        [int(query, 'ReportID')],
      ),
    ),
  async RemoveReportRecipients(query, { db }) {
    const removed = await db.query(
      'delete from report_recipients where report_id = $1 and email = lower($2) returning email',
      [int(query, 'ReportID'), text(query, 'Email')],
    );
    return changed(removed.length, 1, 'recipient removed');
  },

  View_TeamMemberWithBrand: async (query, { db }) =>
    ok(
      await db.query(
        `select bm.brand_id as "BrandID", bm.team_member_id as "TeamMemberID"
    from brand_managers bm where ($1::int = 0 or bm.brand_id = $1) order by bm.brand_id, bm.team_member_id`,
        [int(query, 'BrandID')],
      ),
    ),
  async Add_TeamMemberWithBrand(query, { db }) {
    // Which team types manage brands is the product's rule (its team-type roles), checked by the gateway.
    const [member] = await db.query('select 1 from team_members where team_member_id = $1', [
      int(query, 'TeamMemberID'),
    ]);
    if (!member) throw new HttpError(404, `Team member ${int(query, 'TeamMemberID')} does not exist`, 'TeamMemberID');
    const added = await db
      .query(
        'insert into brand_managers (brand_id, team_member_id) values ($1, $2) on conflict do nothing returning ' +
          'brand_id',
        [int(query, 'BrandID'), int(query, 'TeamMemberID')],
      )
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23503')
          throw new HttpError(400, `BrandID ${int(query, 'BrandID')} does not exist`, 'BrandID');
        throw error;
      });
    return changed(added.length, 1, 'manager set up');
  },
  async Remove_TeamMemberWithBrand(query, { db }) {
    const removed = await db.query(
      'delete from brand_managers where brand_id = $1 and team_member_id = $2 returning brand_id',
      [int(query, 'BrandID'), int(query, 'TeamMemberID')],
    );
    return changed(removed.length, 1, 'manager removed');
  },

  async PermissionView(query, { db }) {
    await requireMember(db, int(query, 'TeamMemberID'));
    return ok(
      await db.query(
        `select p.permission_id as "PermissionID", p.page_name as "PageName", coalesce(a.access_enable, 0)::int as
          "Permission"
      from permissions p left join page_access a on a.team_member_id = $1 and lower(a.page_name) = lower(p.page_name)
      order by p.permission_id`,
        [int(query, 'TeamMemberID')],
      ),
    );
  },
  async PermissionUpdate(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    await requireMember(db, memberId);
    const [permission] = await db.query<{ page: string }>(
      'select page_name as page from permissions where permission_id = $1',
      [int(query, 'PermissionID')],
    );
    if (!permission)
      throw new HttpError(400, `PermissionID ${int(query, 'PermissionID')} does not exist`, 'PermissionID');
    await db.query(
      `insert into page_access (team_member_id, page_name, access_enable) values ($1, $2, $3)
      on conflict (team_member_id, page_name) do update set access_enable = excluded.access_enable`,
      [memberId, permission.page, int(query, 'Permission')],
    );
    return ok(
      {
        TeamMemberID: memberId,
        PermissionID: int(query, 'PermissionID'),
        PageName: permission.page,
        Permission: int(query, 'Permission'),
      },
      'Permission saved',
    );
  },

  async ChangePassword_Management(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    const [member] = await db.query<{ hash: string }>(
      'select password_hash as hash from team_members where team_member_id = $1',
      [memberId],
    );
    if (!member) throw new HttpError(404, `Team member ${memberId} does not exist`, 'TeamMemberID');
    if (!(await verifyPassword(String(query.OldPassword ?? ''), member.hash)))
      throw new HttpError(400, 'The old password is wrong', 'OldPassword');
    const next = String(query.NewPassword ?? '');
    if (next.length < 8) throw new HttpError(400, 'NewPassword must be at least 8 characters', 'NewPassword');
    if (isCommonPassword(next)) throw new HttpError(400, `NewPassword: ${COMMON_PASSWORD_MESSAGE}`, 'NewPassword');
    await db.query('update team_members set password_hash = $1 where team_member_id = $2', [
      await hashPassword(next),
      memberId,
    ]);
    return ok({ TeamMemberID: memberId }, 'Password changed');
  },
};
