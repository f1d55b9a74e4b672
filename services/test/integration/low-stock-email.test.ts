// The low-stock e-mail over real SMTP: recipients, subject, and a CSV attachment whose rows are the
// low-stock lines of the range; bad addresses send nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { get } from './support.js';

interface Captured { from: string; to: string[]; raw: string }
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const mails = () => readdirSync(inject('mailDir')).filter((name) => name.endsWith('.json')).sort()
  .map((name) => JSON.parse(readFileSync(join(inject('mailDir'), name), 'utf8')) as Captured);

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

describe('low-stock e-mail', () => {
  it('sends the report to the given recipients with a CSV of the low-stock lines', async () => {
    const range = { FromDate: day(6), ToDate: day(0) };
    const before = mails().length;
    const sent = await get<{ Lines: number; To: string[]; Cc: string[] }>('/main/DispalyCheckDetail_LowStock_Email',
      { ...range, toEmails: 'ops@example.com; area.lead@example.com', ccEmails: 'audit@example.com' });
    expect(sent.httpStatus).toBe(200);
    expect(sent.body.data).toMatchObject({ To: ['ops@example.com', 'area.lead@example.com'], Cc: ['audit@example.com'] });
    const low = (await get<{ VisitDate: string; StockQty: number }[]>('/main/DispalyCheckDetail_LowStock', range)).body.data;
    expect(sent.body.data.Lines).toBe(low.length);

    const received = mails().slice(before);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to.sort()).toEqual(['area.lead@example.com', 'audit@example.com', 'ops@example.com']);
    expect(mail.raw).toMatch(new RegExp(`Subject: Low stock report ${range.FromDate} to ${range.ToDate} \\(${low.length} lines\\)`));
    const csv = attachment(mail.raw, `low-stock-${range.FromDate}-to-${range.ToDate}.csv`).trim().split('\r\n');
    expect(csv[0]).toBe('"Visit date","Store code","Store name","Product code","Product name","Brand","Displayed","In stock"');
    expect(csv).toHaveLength(low.length + 1);
    const stockColumn = csv.slice(1).map((line) => Number(line.split(',').at(-1)!.replaceAll('"', '')));
    expect(stockColumn.sort()).toEqual(low.map((line) => line.StockQty).sort());
    expect(stockColumn.every((stock) => stock < 5)).toBe(true);
  });

  it('goes to the configured address when no recipient is given', async () => {
    const sent = await get<{ To: string[]; Cc: string[] }>('/main/DispalyCheckDetail_LowStock_Email', { FromDate: day(1), ToDate: day(0) });
    expect(sent.body.data).toEqual({ Lines: expect.any(Number), To: ['reports@fieldforce.example'], Cc: [] });
  });

  it('refuses an invalid address and sends nothing', async () => {
    const before = mails().length;
    const refused = await get('/main/DispalyCheckDetail_LowStock_Email', { toEmails: 'ops@example.com, not-an-address' });
    expect(refused.body).toMatchObject({ status: 400, parameter: 'toEmails', message: 'toEmails has an invalid address: not-an-address' });
    expect((await get('/main/DispalyCheckDetail_LowStock_Email', { ccEmails: 'a@b.c\r\nBcc: x@y.z' })).body).toMatchObject({ status: 400, parameter: 'ccEmails' });
    expect(mails().length).toBe(before);
  });
});
