// DispalyCheckDetail_LowStock_Email: the low-stock lines of the report filters (as DispalyCheckDetail_LowStock
// lists them) as an e-mail, an HTML
// table to read and a CSV attachment to open in a spreadsheet. Addresses are checked first;
// nothing is sent when any is wrong.
import type { Db } from '../../platform/db/db.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type Handler, type Query, text } from '../../platform/http/handlers.js';
import { eachPage, type ListSql } from '../../platform/http/paging.js';
import { filterCondition, readReportFilter } from '../../platform/http/report-filter.js';
import { isEmailAddress } from '../../platform/mail/address.js';
import { csvStream } from '../../platform/mail/csv-stream.js';

export const MAX_RECIPIENTS = 20;
export const LOW_STOCK_REPORT_ID = 1;
export const STORE_PICTURES_REPORT_ID = 2;

/**
 * Who a report goes to: the given addresses; without any, the report's recipients (Report Email
 * Recipient); without those, the configured address. Copies default to that address too.
 */
export async function reportAddresses(db: Db, reportId: number, to: string[], cc: string[], defaultAddress: string) {
  const configured =
    to.length > 0
      ? []
      : (
          await db.query<{ email: string }>('select email from report_recipients where report_id = $1 order by email', [
            reportId,
          ])
        ).map((row) => row.email);
  const recipients = to.length > 0 ? to : configured.length > 0 ? configured : [defaultAddress];
  const copies = (cc.length > 0 ? cc : [defaultAddress]).filter((address) => !recipients.includes(address));
  return { recipients, copies };
}

/**
 * Where the company's e-mails may go: the report address, and its domains (the configured ones and the report
 * address's own). A member's address grants nothing by itself: whoever keeps the members sets those.
 */
export interface RecipientPolicy {
  defaultAddress: string;
  domains: readonly string[];
}

export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** Whether an address is in the company's domains: the configured ones and the report address's own. */
export const inCompanyDomain = (policy: RecipientPolicy, address: string) =>
  policy.domains.includes(domainOf(address)) || domainOf(address) === domainOf(policy.defaultAddress);

/** Whether the address is an inactive member's (and no active member's): reports no longer go there. */
async function inactiveMembers(db: Db, address: string): Promise<boolean> {
  const [row] = await db.query<{ inactive: boolean }>(
    `select bool_and(active_status <> 1) as inactive from team_members where lower(email) = lower($1)`,
    [address],
  );
  return row?.inactive === true;
}

/**
 * Whether a report may go to the address: the report address, a report recipient's, or one in the company's
 * domains that is no inactive member's (`recipients`: whether the report recipients count, not when adding one).
 */
export async function mayReceiveReports(
  db: Db,
  address: string,
  policy: RecipientPolicy,
  recipients = true,
): Promise<boolean> {
  if (address.toLowerCase() === policy.defaultAddress.toLowerCase()) return true;
  if (recipients) {
    const known = await db.query('select 1 from report_recipients where lower(email) = lower($1) limit 1', [address]);
    if (known.length > 0) return true;
  }
  return inCompanyDomain(policy, address) && !(await inactiveMembers(db, address));
}

/**
 * Refuses (400, naming them) addresses reports may not go to, in the same words whoever the address is
 * (a refusal never says whether it is a member's): a report must not leave the company.
 */
export async function refuseOutsiders(
  db: Db,
  name: 'toEmails' | 'ccEmails',
  addresses: readonly string[],
  policy: RecipientPolicy,
): Promise<void> {
  const outside: string[] = [];
  for (const address of addresses) if (!(await mayReceiveReports(db, address, policy))) outside.push(address);
  if (outside.length > 0)
    throw new HttpError(400, `${name} has an address reports may not go to: ${outside.join(', ')}`, name);
}

export const LOW_STOCK_CSV_HEADER = [
  'Visit date',
  'Store code',
  'Store name',
  'Product code',
  'Product name',
  'Brand',
  'Displayed',
  'In stock',
] as const;

/** The addresses of a comma- or semicolon-separated list, checked and without repeats. */
export function readAddresses(query: Query, name: 'toEmails' | 'ccEmails'): string[] {
  const addresses = [
    ...new Set(
      text(query, name)
        .split(/[,;]/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  const bad = addresses.find((address) => !isEmailAddress(address));
  if (bad !== undefined) throw new HttpError(400, `${name} has an invalid address: ${bad}`, name);
  if (addresses.length > MAX_RECIPIENTS)
    throw new HttpError(400, `${name} has more than ${MAX_RECIPIENTS} addresses`, name);
  return addresses;
}

const escapeHtml = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Lines shown in the e-mail's table; the CSV has them all. */
const SHOWN_LINES = 500;

interface LowStockLine {
  VisitDate: string;
  StoreCode: string;
  StoreName: string;
  ProductCode: string;
  ProductName: string;
  BrandName: string;
  DisplayedQty: number;
  StockQty: number;
}

export function lowStockEmailHandler(policy: RecipientPolicy): Handler {
  const defaultAddress = policy.defaultAddress;
  return async (query, { db, mail }) => {
    const filter = readReportFilter(query);
    const to = readAddresses(query, 'toEmails');
    const cc = readAddresses(query, 'ccEmails');
    await refuseOutsiders(db, 'toEmails', to, policy);
    await refuseOutsiders(db, 'ccEmails', cc, policy);
    if (!mail) throw new HttpError(500, 'No mailer is configured');
    const { recipients, copies } = await reportAddresses(db, LOW_STOCK_REPORT_ID, to, cc, defaultAddress);
    // The same lines as the screen's list: every filter it applies, not only the dates.
    const { where, params } = filterCondition(filter, 'v.visit_date');
    const list: ListSql = {
      sql: `select to_char(v.visit_date, 'YYYY-MM-DD') as "VisitDate", s.store_code as "StoreCode",
        s.store_name as "StoreName",
        p.product_model_code as "ProductCode", p.product_model_name as "ProductName", b.brand_name as "BrandName",
        l.displayed_qty as "DisplayedQty", l.stock_qty as "StockQty"
      from display_check_lines l join visits v on v.visit_id = l.visit_id join stores s on s.store_id = v.store_id
        join products p on p.product_id = l.product_id join brands b on b.brand_id = p.brand_id
      where l.low_stock and ${where}`,
      order: 'order by v.visit_date desc, s.store_code, p.product_model_code, l.visit_id',
      params,
    };
    const [counted] = await db.query<{ lines: number }>(
      `select count(*)::int as lines from (${list.sql}) as counted`,
      list.params,
    );
    const count = counted?.lines ?? 0;
    const rows = await db.query<LowStockLine>(`${list.sql} ${list.order} limit ${SHOWN_LINES}`, list.params);
    const cells = (row: LowStockLine) => [
      row.VisitDate,
      row.StoreCode,
      row.StoreName,
      row.ProductCode,
      row.ProductName,
      row.BrandName,
      row.DisplayedQty,
      row.StockQty,
    ];
    const csv = csvStream(LOW_STOCK_CSV_HEADER, eachPage<LowStockLine>(db, list), cells);
    const title = `Low stock report ${filter.fromDate} to ${filter.toDate}`;
    const headerCells = LOW_STOCK_CSV_HEADER.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
    const html = `<h2>${escapeHtml(title)}</h2><p>${count} display-check lines had fewer than 5 units in stock.</p>
<table border="1" cellpadding="4" cellspacing="0"><thead><tr>${headerCells}</tr></thead>
<tbody>${rows
      .map(
        (row) =>
          `<tr>${cells(row)
            .map((cell) => `<td>${escapeHtml(cell)}</td>`)
            .join('')}</tr>`,
      )
      .join('\n')}</tbody></table>
${count > rows.length ? `<p>The first ${rows.length} lines are shown; the attached CSV has all ${count}.</p>` : ''}`;
    try {
      await mail.send({
        to: recipients,
        cc: copies,
        subject: `${title} (${count} lines)`,
        html,
        text:
          `${title}: ${count} display-check lines had fewer than 5 units in stock. ` +
          'The lines are in the attached CSV.',
        attachments: [
          {
            filename: `low-stock-${filter.fromDate}-to-${filter.toDate}.csv`,
            content: csv,
            contentType: 'text/csv; charset=utf-8',
          },
        ],
      });
    } catch {
      throw new HttpError(502, 'Failed to email low stock report');
    }
    return ok({ Lines: count, To: recipients, Cc: copies }, `Low stock report sent to ${recipients.join(', ')}`);
  };
}
