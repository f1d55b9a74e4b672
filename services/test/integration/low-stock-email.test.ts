// The low-stock e-mail over real SMTP: recipients, subject, and a CSV attachment whose rows are the
// low-stock lines of the range; bad addresses send nothing; a mail server that cannot be reached is a
// 502, and without SMTP the message is written to the outbox.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, onlyMailTo, ownAddress } from '../../../tests/support/captured-mail.js';
import { lowStockEmailHandler } from '../../src/domains/store-checks/low-stock-email.js';
import { type Db, openDb } from '../../src/platform/db/db.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { createMailer } from '../../src/platform/mail/mailer.js';
import { get } from './support.js';

interface LowLine {
  VisitDate: string;
  StoreID: number;
  ProductID: number;
  DisplayedQty: number;
  StockQty: number;
}
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** The decoded body of the base64 MIME part whose (unfolded) headers name `filename`. */
function attachment(raw: string, filename: string): string {
  const text = raw.replace(/\r\n/g, '\n');
  const part = text.split(/\n--[^\n]+\n/).find((candidate) => {
    const headers = candidate.slice(0, candidate.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
    return headers.includes(filename) && /Content-Transfer-Encoding: base64/i.test(headers);
  });
  expect(part, `a part named ${filename}`).toBeDefined();
  const body = part!.slice(part!.indexOf('\n\n') + 2);
  return Buffer.from(body.split(/\n--/)[0]!.replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** The rows of a CSV attachment, read by an independent parser; the file starts with a byte-order mark. */
function csvRows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text, { bom: true }) as string[][];
}

describe('low-stock e-mail', () => {
  it('sends the report to the given recipients with a CSV of the low-stock lines', async () => {
    const range = { FromDate: day(6), ToDate: day(0) };
    const [ops, lead, audit] = [ownAddress('ops'), ownAddress('area.lead'), ownAddress('audit')];
    const sent = await get<{ Lines: number; To: string[]; Cc: string[] }>('/main/DispalyCheckDetail_LowStock_Email', {
      ...range,
      toEmails: `${ops}; ${lead}`,
      ccEmails: audit,
    });
    expect(sent.httpStatus).toBe(200);
    expect(sent.body.data).toMatchObject({ To: [ops, lead], Cc: [audit] });
    const low = (await get<LowLine[]>('/main/DispalyCheckDetail_LowStock', range)).body.data;
    expect(sent.body.data.Lines).toBe(low.length);

    const mail = onlyMailTo(ops);
    expect(mail.to.sort()).toEqual([ops, lead, audit].sort());
    expect(mail.raw).toMatch(
      new RegExp(`Subject: Low stock report ${range.FromDate} to ${range.ToDate} \\(${low.length} lines\\)`),
    );
    const csv = csvRows(attachment(mail.raw, `low-stock-${range.FromDate}-to-${range.ToDate}.csv`));
    expect(csv[0]).toEqual([
      'Visit date',
      'Store code',
      'Store name',
      'Product code',
      'Product name',
      'Brand',
      'Displayed',
      'In stock',
    ]);
    expect(csv).toHaveLength(low.length + 1);
    // Each CSV row is a low-stock line: the same day, store, product and quantities, all under 5 in stock.
    const storeCodes = new Map(
      (await get<{ StoreID: number; StoreCode: string }[]>('/main/StoreList', { ActiveStatus: 0 })).body.data.map(
        (store) => [store.StoreID, store.StoreCode],
      ),
    );
    const productCodes = new Map(
      (await get<{ ProductID: number; ProductModelCode: string }[]>('/main/ProductList')).body.data.map((product) => [
        product.ProductID,
        product.ProductModelCode,
      ]),
    );
    const expected = low.map((line) =>
      [
        line.VisitDate,
        storeCodes.get(line.StoreID),
        productCodes.get(line.ProductID),
        String(line.DisplayedQty),
        String(line.StockQty),
      ].join('|'),
    );
    const rows = csv.slice(1).map((cells) => [cells[0], cells[1], cells[3], cells[6], cells[7]].join('|'));
    expect(rows.sort()).toEqual(expected.sort());
    expect(rows.every((row) => Number(row.split('|')[4]) < 5)).toBe(true);
  });

  it("goes to the report's recipients when no address is given, copying the configured address", async () => {
    const recipients = (await get<{ Email: string }[]>('/settings/ReportRecipients', { ReportID: 1 })).body.data.map(
      (row) => row.Email,
    );
    expect(recipients.length).toBeGreaterThan(0);
    const sent = await get<{ To: string[]; Cc: string[] }>('/main/DispalyCheckDetail_LowStock_Email', {
      FromDate: day(1),
      ToDate: day(0),
    });
    expect(sent.body.data).toEqual({ Lines: expect.any(Number), To: recipients, Cc: ['reports@fieldforce.example'] });
  });

  it('refuses an invalid address and sends nothing', async () => {
    const ops = ownAddress('ops');
    const refused = await get('/main/DispalyCheckDetail_LowStock_Email', {
      toEmails: `${ops}, not-an-address`,
    });
    expect(refused.body).toMatchObject({
      status: 400,
      parameter: 'toEmails',
      message: 'toEmails has an invalid address: not-an-address',
    });
    expect(
      (await get('/main/DispalyCheckDetail_LowStock_Email', { ccEmails: 'a@b.c\r\nBcc: x@y.z' })).body,
    ).toMatchObject({ status: 400, parameter: 'ccEmails' });
    for (const address of [ops, 'a@b.c', 'x@y.z']) expect(mailsTo(address)).toHaveLength(0);
  });

  it('carries every low-stock line of a year in its CSV, as many as the list counts', async () => {
    const range = { FromDate: day(365), ToDate: day(0) };
    const total = (await get<LowLine[]>('/main/DispalyCheckDetail_LowStock', { ...range, Limit: 1 }))
      .body as unknown as { total: number };
    expect(total.total).toBeGreaterThan(500);
    const address = ownAddress('year');
    const sent = await get<{ Lines: number }>('/main/DispalyCheckDetail_LowStock_Email', {
      ...range,
      toEmails: address,
    });
    expect(sent.body.data.Lines).toBe(total.total);
    const mail = onlyMailTo(address);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`the attached CSV has all ${total.total}`);
    const csv = csvRows(attachment(mail.raw, `low-stock-${range.FromDate}-to-${range.ToDate}.csv`));
    expect(csv).toHaveLength(total.total + 1);
  });

  it('lists every store picture of a month in the pictures e-mail CSV and says how many the mail shows', async () => {
    const range = { FromDate: day(30), ToDate: day(0) };
    const pictures = (await get<unknown[]>('/main/StorePictures', { ...range, Limit: 1 })).body as unknown as {
      total: number;
    };
    expect(pictures.total).toBeGreaterThan(500);
    const address = ownAddress('pictures');
    const sent = await get<{ Pictures: number }>('/main/Email_StorePictures', {
      ...range,
      toEmails: address,
    });
    expect(sent.body.data.Pictures).toBe(pictures.total);
    const mail = onlyMailTo(address);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`the attached CSV lists all ${pictures.total}`);
    const csv = csvRows(attachment(mail.raw, `store-pictures-${range.FromDate}-to-${range.ToDate}.csv`));
    expect(csv).toHaveLength(pictures.total + 1);
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('low-stock e-mail without a reachable mail server', () => {
  const outboxDir = mkdtempSync(join(tmpdir(), 'fieldforce-outbox-'));
  // A real database of the services' schema with no demo data: the mail paths, not the figures, are under test.
  let db: Db;
  beforeAll(async () => {
    db = await openDb({});
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });
  const send = lowStockEmailHandler({ defaultAddress: 'reports@fieldforce.example', domains: ['example.com'] });

  it('answers 502 when the SMTP server cannot be reached', async () => {
    const mail = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      outboxDir,
      from: 'reports@fieldforce.example',
    });
    try {
      await expect(send({ toEmails: 'ops@example.com' }, { db, mail })).rejects.toMatchObject({
        status: 502,
        message: 'Failed to email low stock report',
      });
    } finally {
      mail.close();
    }
  });

  it('writes the message to the outbox without SMTP, with its CSV attached', async () => {
    const mail = createMailer({ outboxDir, from: 'reports@fieldforce.example' });
    const range = { FromDate: day(6), ToDate: day(0) };
    const answer = await send({ ...range, toEmails: 'ops@example.com' }, { db, mail });
    expect(answer).toMatchObject({
      status: 200,
      data: { Lines: 0, To: ['ops@example.com'], Cc: ['reports@fieldforce.example'] },
    });
    const [file] = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
    const raw = readFileSync(join(outboxDir, file!), 'utf8');
    expect(raw).toContain(`Subject: Low stock report ${range.FromDate} to ${range.ToDate} (0 lines)`);
    expect(raw).toMatch(/Cc: reports@fieldforce.example/);
    const csv = csvRows(attachment(raw, `low-stock-${range.FromDate}-to-${range.ToDate}.csv`));
    expect(csv).toEqual([
      ['Visit date', 'Store code', 'Store name', 'Product code', 'Product name', 'Brand', 'Displayed', 'In stock'],
    ]);
  });
});
