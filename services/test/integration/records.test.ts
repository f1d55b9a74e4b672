import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../../tests/support/business-day.js';
import { onlyMailTo, ownAddress } from '../../../tests/support/captured-mail.js';
import { seedToday } from '../../../tests/support/seed-day.js';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const range = { FromDate: day(59), ToDate: day(0) };
interface Picture {
  PictureID: number;
  TakenAt: string;
  StoreID: number;
  BrandID: number;
  StorePictureElementID: number;
  URL: string;
}

describe('store pictures', () => {
  it('lists pictures newest first, narrows by element and brand, and serves each as an image', async () => {
    const all = (await get<Picture[]>('/main/StorePictures', range)).body.data;
    expect(all.length).toBeGreaterThan(100);
    expect(all.map((p) => p.TakenAt)).toEqual([...all.map((p) => p.TakenAt)].sort().reverse());
    const shelves = (await get<Picture[]>('/main/StorePictures', { ...range, StorePictureElementID: 1 })).body.data;
    expect(shelves.length).toBeGreaterThan(0);
    expect(shelves).toEqual(all.filter((p) => p.StorePictureElementID === 1));
    const brand = all[0]!.BrandID;
    expect((await get<Picture[]>('/main/StorePictures', { ...range, BrandID: brand })).body.data).toEqual(
      all.filter((p) => p.BrandID === brand),
    );
    expect((await get<Picture[]>('/main/StorePictures_Recents', range)).body.data).toEqual(all.slice(0, 50));
    const image = await fetch(`${inject('servicesUrl')}${all[0]!.URL}&_token=${inject('servicesToken')}`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await image.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(await (await fetch(`${inject('servicesUrl')}${all[0]!.URL}&_token=${inject('servicesToken')}`)).text()).toBe(
      svg,
    ); // drawn the same every time
  });

  it('e-mails the pictures of a range with the first ones attached', async () => {
    const address = ownAddress('ops');
    const sent = await get<{ Pictures: number; Attached: number; To: string[] }>('/main/Email_StorePictures', {
      FromDate: day(2),
      ToDate: day(0),
      toEmails: address,
    });
    expect(contractViolations('/main/Email_StorePictures', 200, sent.body)).toBeNull();
    expect(sent.body.data.Attached).toBe(Math.min(10, sent.body.data.Pictures));
    const mail = onlyMailTo(address);
    expect(mail.raw).toMatch(/Subject: Store pictures/);
    expect((mail.raw.match(/Content-Type: image\/svg\+xml/g) ?? []).length).toBe(sent.body.data.Attached);
    expect((await get('/main/Email_StorePictures', { toEmails: 'bad address' })).body).toMatchObject({
      status: 400,
      parameter: 'toEmails',
    });
  });
});

describe('transfers, deployments, market activity and issues, trainings', () => {
  it('lists transfers on the transfer base with their products, narrowed by store', async () => {
    const transfers = (
      await get<
        { TransferID: number; FromStoreID: number; TransferTo_StoreID: number; Products: { Quantity: number }[] }[]
      >('/transfer/TransferList', { FromDate: day(179), ToDate: day(0) })
    ).body.data;
    expect(transfers.length).toBeGreaterThan(50);
    expect(transfers.every((t) => t.FromStoreID !== t.TransferTo_StoreID && t.Products.length > 0)).toBe(true);
    const store = transfers[0]!.FromStoreID;
    const mine = (
      await get<{ FromStoreID: number }[]>('/transfer/TransferList', {
        FromDate: day(179),
        ToDate: day(0),
        StoreID: store,
      })
    ).body.data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((t) => t.FromStoreID === store)).toBe(true);
    expect((await get('/main/TransferList')).httpStatus).toBe(404); // the transfer base, not main
  });

  it('summarises deployments over the default range 2020-01-01 to 2025-10-01', async () => {
    const summary = (await get<{ StatusID: number; Deployments: number }[]>('/main/DeploymentSummary')).body.data;
    const listed = (
      await get<{ StatusID: number; DeployedOn: string }[]>('/main/ViewDeployments', {
        FromDate: '2020-01-01',
        ToDate: '2025-10-01',
      })
    ).body;
    expect(listed.status).toBe(400); // a list covers at most 366 days; the summary may cover more
    const byYear = await Promise.all(
      ['2024', '2025'].map(
        async (year) =>
          (
            await get<{ StatusID: number; DeployedOn: string }[]>('/main/ViewDeployments', {
              FromDate: `${year}-01-01`,
              ToDate: year === '2025' ? '2025-10-01' : '2024-12-31',
            })
          ).body.data,
      ),
    );
    const expected = [1, 2, 3, 4].map((status) => byYear.flat().filter((d) => d.StatusID === status).length);
    expect(summary.map((row) => row.Deployments)).toEqual(expected);
    const statuses = (await get<{ StatusName: string }[]>('/main/DeploymentStaus')).body.data.map((s) => s.StatusName);
    expect(statuses).toEqual(['Planned', 'Installed', 'Verified', 'Removed']);
  });

  it('filters market activities by type and issues by status', async () => {
    const categories = (
      await get<{ ActivityCategoryID: number; ActivityTypeID: number }[]>('/main/ActivityCategory', {
        ActivityTypeID: 2,
      })
    ).body.data;
    expect(categories.every((c) => c.ActivityTypeID === 2)).toBe(true);
    const activities = (
      await get<{ ActivityTypeID: number; ActivityCategoryID: number }[]>('/main/ViewMarketActivity', {
        ...range,
        ActivityTypeID: 2,
      })
    ).body.data;
    expect(activities.length).toBeGreaterThan(0);
    expect(
      activities.every(
        (a) => a.ActivityTypeID === 2 && categories.some((c) => c.ActivityCategoryID === a.ActivityCategoryID),
      ),
    ).toBe(true);
    const open = (
      await get<{ StatusID: number; StatusName: string }[]>('/main/ViewMarketIssues', { ...range, StatusID: 1 })
    ).body.data;
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((issue) => issue.StatusID === 1 && issue.StatusName === 'Open')).toBe(true);
  });

  it('lists trainings over the default range 2023-01-01 to 2027-01-01, by type and model', async () => {
    const all = (await get<{ TrainingDate: string; TrainingTypeID: number }[]>('/main/TrainingList')).body.data;
    expect(all).toEqual(
      (await get<unknown[]>('/main/TrainingList', { FromDate: '2023-01-01', ToDate: '2027-01-01' })).body.data,
    );
    expect(all.every((t) => t.TrainingDate >= '2023-01-01' && t.TrainingDate <= '2027-01-01')).toBe(true);
    // Planned ones too: the seed plans trainings up to 59 days after its today, asked for by their own range (the
    // default one ends on 2027-01-01, which leaves them out from then on).
    const today = seedToday();
    const ahead = (
      await get<{ TrainingDate: string }[]>('/main/TrainingList', { FromDate: today, ToDate: addDays(today, 59) })
    ).body.data;
    expect(ahead.some((t) => t.TrainingDate > today)).toBe(true);
    const byType = (await get<{ TrainingTypeID: number }[]>('/main/TrainingList', { TrainingTypeID: 3 })).body.data;
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((t) => t.TrainingTypeID === 3)).toBe(true);
    expect((await get<unknown[]>('/main/TrainingType')).body.data).toHaveLength(4);
  });
});
