// Email_StorePictures: the store pictures of the report filters and element (as StorePictures lists them) as an
// e-mail: every picture in a CSV
// attachment (store, element, brand, time; streamed from the database), the first 500 listed in the
// message, which says so, and the first ones attached as image files, within a size limit.
import { businessMinute, onBusinessClock } from '../../../../contract/business-clock.js';
import { businessTimeZone } from '../../platform/http/business-day.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import type { Handler } from '../../platform/http/handlers.js';
import { eachPage, type ListSql } from '../../platform/http/paging.js';
import { readReportFilter } from '../../platform/http/report-filter.js';
import { csvStream } from '../../platform/mail/csv-stream.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import {
  type RecipientPolicy,
  readAddresses,
  refuseOutsiders,
  reportAddresses,
  STORE_PICTURES_REPORT_ID,
} from '../store-checks/low-stock-email.js';
import { pictureBody, pictureWhere } from './records.routes.js';

export const MAX_ATTACHED_PICTURES = 10;
export const MAX_ATTACHED_BYTES = 2 * 1024 * 1024;
const MAX_LISTED = 500;

const escapeHtml = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const extension: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const TABLE_HEAD = '<thead><tr><th>Picture</th><th>Taken</th><th>Store</th><th>Element</th><th>Brand</th></tr></thead>';

interface Listed {
  PictureID: number;
  TakenAt: string;
  StoreCode: string;
  StoreName: string;
  ElementName: string;
  BrandName: string;
}

export function storePicturesEmailHandler(policy: RecipientPolicy): Handler {
  const defaultAddress = policy.defaultAddress;
  return async (query, { db, mail }) => {
    const filter = readReportFilter(query);
    const to = readAddresses(query, 'toEmails');
    const cc = readAddresses(query, 'ccEmails');
    await refuseOutsiders(db, 'toEmails', to, policy);
    await refuseOutsiders(db, 'ccEmails', cc, policy);
    if (!mail) throw new HttpError(500, 'No mailer is configured');
    const { recipients, copies } = await reportAddresses(db, STORE_PICTURES_REPORT_ID, to, cc, defaultAddress);
    // The same pictures as the screen's list: every filter it applies, not only the dates.
    const { where, params } = pictureWhere(query);
    const list: ListSql = {
      sql: `select sp.picture_id as "PictureID", to_json(sp.taken_at) #>> '{}' as "TakenAt",
        s.store_code as "StoreCode", s.store_name as "StoreName", e.element_name as "ElementName", b.brand_name as
        "BrandName"
      from store_pictures sp join visits v on v.visit_id = sp.visit_id join stores s on s.store_id = v.store_id
        join picture_elements e on e.element_id = sp.element_id join brands b on b.brand_id = sp.brand_id
      where ${where}`,
      order: 'order by sp.taken_at desc, sp.picture_id desc',
      params,
    };
    const [counted] = await db.query<{ pictures: number }>(
      `select count(*)::int as pictures from (${list.sql}) as counted`,
      list.params,
    );
    const count = counted?.pictures ?? 0;
    const rows = await db.query<Listed>(`${list.sql} ${list.order} limit ${MAX_LISTED}`, list.params);
    const attachments: MailMessage['attachments'] = [];
    let size = 0;
    for (const row of rows.slice(0, MAX_ATTACHED_PICTURES)) {
      const picture = await pictureBody(db, row.PictureID);
      if (size + picture.body.length > MAX_ATTACHED_BYTES) break;
      size += picture.body.length;
      attachments.push({
        filename: `picture-${row.PictureID}.${extension[picture.contentType] ?? 'bin'}`,
        content: picture.body.toString('base64'),
        contentType: picture.contentType,
        encoding: 'base64',
      });
    }
    const pictures = attachments.length;
    attachments.push({
      filename: `store-pictures-${filter.fromDate}-to-${filter.toDate}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: csvStream(
        ['Picture', 'Taken', 'Store code', 'Store name', 'Element', 'Brand'],
        eachPage<Listed>(db, list),
        (row) => [
          row.PictureID,
          onBusinessClock(row.TakenAt, businessTimeZone()),
          row.StoreCode,
          row.StoreName,
          row.ElementName,
          row.BrandName,
        ],
      ),
    });
    const title = `Store pictures ${filter.fromDate} to ${filter.toDate}`;
    const listed =
      count > rows.length
        ? ` The first ${rows.length} are listed here; the attached CSV lists all ${count}.`
        : ' The attached CSV lists them too.';
    const labels = rows.map((row, index) => (index < pictures ? attachments[index]!.filename : `#${row.PictureID}`));
    const body = rows.map((row, index) => pictureRow(row, labels[index]!)).join('\n');
    const html = `<h2>${escapeHtml(title)}</h2><p>${count} pictures; the first ${pictures} are attached.${listed}</p>
<table border="1" cellpadding="4" cellspacing="0">${TABLE_HEAD}<tbody>
${body}
</tbody></table>`;
    try {
      await mail.send({
        to: recipients,
        cc: copies,
        subject: `${title} (${count} pictures)`,
        html,
        text: `${title}: ${count} pictures; the first ${pictures} are attached.${listed}`,
        attachments,
      });
    } catch {
      throw new HttpError(502, 'Failed to email store pictures');
    }
    return ok(
      { Pictures: count, Attached: pictures, To: recipients, Cc: copies },
      `Store pictures sent to ${recipients.join(', ')}`,
    );
  };
}

/** One table row of the pictures e-mail; `label` names the attachment or, past the attached ones, the picture id. */
function pictureRow(row: Listed, label: string): string {
  const taken = businessMinute(row.TakenAt, businessTimeZone());
  const cells = [label, taken, `${row.StoreCode} ${row.StoreName}`, row.ElementName, row.BrandName];
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
}
