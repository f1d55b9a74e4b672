import { parse } from 'csv-parse/sync';
import { describe, expect, inject, it } from 'vitest';
import { onlyMailTo, ownAddress } from '../../../tests/support/captured-mail.js';
import { get } from './support.js';

const ZONE = 'Asia/Dhaka';
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** The wall time of an instant in the business's zone, to the second, as the test reckons it (Intl). */
function wall(instant: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(instant));
}

interface Picture {
  PictureID: number;
  TakenAt: string;
}

/** The decoded body of the MIME part whose headers name `filename`. */
function attachment(raw: string, filename: string): string {
  const text = raw.replace(/\r\n/g, '\n');
  const part = text.split(/\n--[^\n]+\n/).find((candidate) => {
    const headers = candidate.slice(0, candidate.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
    return headers.includes(filename);
  });
  expect(part, `a part named ${filename}`).toBeDefined();
  const body = part!.slice(part!.indexOf('\n\n') + 2).split(/\n--/)[0]!;
  return /Content-Transfer-Encoding: base64/i.test(part!)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe("store pictures on the business's clock", () => {
  const range = { FromDate: day(6), ToDate: day(0) };

  it("the e-mail's table and CSV give each picture's time as the business's wall time", async () => {
    const listed = (await get<Picture[]>('/main/StorePictures', { ...range, Limit: 500 })).body.data;
    expect(listed.length).toBeGreaterThan(0);
    const address = ownAddress('ops');
    const sent = await get<{ Pictures: number }>('/main/Email_StorePictures', {
      ...range,
      toEmails: address,
    });
    expect(sent.httpStatus).toBe(200);
    const mail = onlyMailTo(address);
    const csv = parse(attachment(mail.raw, `store-pictures-${range.FromDate}-to-${range.ToDate}.csv`), {
      bom: true,
    }) as string[][];
    const taken = new Map(csv.slice(1).map((row) => [Number(row[0]), row[1]]));
    for (const picture of listed) {
      const expected = wall(picture.TakenAt).replace(' ', 'T');
      expect(taken.get(picture.PictureID)).toBe(`${expected}+06:00`);
    }
    const html = attachment(mail.raw, 'text/html');
    const first = listed[0]!;
    expect(html).toContain(`<td>${wall(first.TakenAt).slice(0, 16)}</td>`);
  });

  it("a picture's caption gives the business's day and time", async () => {
    const [picture] = (await get<Picture[]>('/main/StorePictures', { ...range, Limit: 1 })).body.data;
    const query = new URLSearchParams({ PictureID: String(picture!.PictureID), _token: inject('servicesToken') });
    const served = await fetch(`${inject('servicesUrl')}/main/StorePicture?${query}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain(wall(picture!.TakenAt).slice(0, 16));
  });
});
