// Field records through GraphQL and HTTP: pictures listed with their store and served behind the
// session and page; the e-mail's addresses checked first; transfers, deployments (with the default
// range of the summary), market activity and issues, trainings; the description's messages.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, businessToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, failingProxy, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

describe('field records', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('lists pictures with store, member, brand and element, and serves one behind the page check', async () => {
    const answer = await gql(
      gateway,
      '{ storePictures(elementId: 2, limit: 5) { total items { id url takenAt element { name } store { name region ' +
        '{ name } } teamMember { name } brand { name } } } }',
      {},
      admin,
    );
    const page = answer.body.data?.storePictures as {
      total: number;
      items: { url: string; element: { name: string }; store: { name: string } }[];
    };
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.every((item) => item.element.name === 'Display' && item.store.name)).toBe(true);
    const picture = await request(gateway.app.server).get(page.items[0]!.url).set('cookie', admin);
    // Pictures are served back only by bases that offer them (the description has no call for a picture's bytes).
    if (inject('servicesStrict')) expect(picture.status).toBe(404);
    else {
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml');
      expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect((await request(gateway.app.server).get(page.items[0]!.url)).status).toBe(401);
    const promoter = await signIn(gateway, DEMO.promoter);
    expect((await request(gateway.app.server).get(page.items[0]!.url).set('cookie', promoter)).status).toBe(403);
  });

  it("checks the picture e-mail's addresses before any upstream call, then sends it", async () => {
    const EMAIL =
      'mutation E($to: [String!], $cc: [String!]) { emailStorePictures(to: $to, cc: $cc) { pictures attached to cc } }';
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const bad = await gql(gateway, EMAIL, { to: ['not-an-address'] }, admin);
      expect(bad.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'to' } });
      expect(counter.count('Email_StorePictures')).toBe(0);
    } finally {
      counter.stop();
    }
    const sent = (await gql(gateway, EMAIL, { to: ['ops@example.com'], cc: [] }, admin)).body.data
      ?.emailStorePictures as { pictures: number; attached: number };
    expect(sent.attached).toBe(Math.min(10, sent.pictures));
  });

  it('lists transfers with both stores and their products', async () => {
    const answer = await gql(
      gateway,
      '{ transfers(filter: { fromDate: "' +
        new Date(Date.now() - 170 * 86_400_000).toISOString().slice(0, 10) +
        '" }, limit: 3) { total items { date status units fromStore { name } toStore { name } lines { quantity ' +
        'product { code brand { name } } } } } }',
      {},
      admin,
    );
    const page = answer.body.data?.transfers as {
      total: number;
      items: {
        units: number;
        fromStore: { name: string };
        lines: { quantity: number; product: { brand: { name: string } } }[];
      }[];
    };
    expect(page.total).toBeGreaterThan(10);
    for (const item of page.items) {
      expect(item.units).toBe(item.lines.reduce((sum, line) => sum + line.quantity, 0));
      expect(item.lines.every((line) => line.product.brand.name)).toBe(true);
    }
  });

  it('summarises deployments over the default range, and lists the other records', async () => {
    const answer = await gql(
      gateway,
      `{
      deploymentSummary { status { name } deployments stores }
      deployments { date type status { name } store { name } }
      marketActivities(activityTypeId: 1) { date note category { name type { name } } brand { name } }
      marketIssues(statusId: 1) { date title status { name } store { name } }
      trainings(typeId: 2) { date trainer type { name } model { name } teamMember { name } } }`,
      {},
      admin,
    );
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data as Record<
      string,
      { status?: { name: string }; category?: { type: { name: string } }; type?: { name: string } }[]
    >;
    expect(data.deploymentSummary!.map((row) => row.status?.name)).toEqual([
      'Planned',
      'Installed',
      'Verified',
      'Removed',
    ]);
    expect(data.marketActivities!.every((row) => row.category?.type.name === 'Promotion')).toBe(true);
    expect(data.marketIssues!.every((row) => row.status?.name === 'Open')).toBe(true);
    expect(data.trainings!.length).toBeGreaterThan(0);
    expect(data.trainings!.every((row) => row.type?.name === 'Selling skills')).toBe(true);
  });

  it("lists trainings planned (after the business's today) first, soonest first, then done, latest first", async () => {
    const today = businessToday().day;
    const answer = await gql(
      gateway,
      'query ($from: LocalDate, $to: LocalDate, $r: Int) { trainings(fromDate: $from, toDate: $to, regionId: $r) ' +
        '{ id date status } }',
      { from: addDays(today, -364), to: addDays(today, 90), r: 1 },
      admin,
    );
    expect(answer.body.errors).toBeUndefined();
    const rows = answer.body.data?.trainings as { id: number; date: string; status: string }[];
    const planned = rows.filter((row) => row.status === 'PLANNED');
    const done = rows.filter((row) => row.status === 'DONE');
    // The seed plans trainings up to 60 days ahead: both kinds are in the range.
    expect(planned.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThan(0);
    expect(rows).toEqual([...planned, ...done]);
    expect(planned.every((row) => row.date > today)).toBe(true);
    expect(done.every((row) => row.date <= today)).toBe(true);
    const dates = (list: { date: string }[]) => list.map((row) => row.date);
    expect(dates(planned)).toEqual(dates(planned).sort());
    expect(dates(done)).toEqual(dates(done).sort().reverse());
  });

  it(
    "answers 'Failed to fetch store pictures' and 'Failed to email store pictures' when those calls " + 'fail',
    async () => {
      const proxy = await failingProxy(['StorePictures', 'Email_StorePictures']);
      const flaky = await createGateway(gatewayConfig({ upstream: proxy.upstream }));
      try {
        const cookie = await signIn(flaky, DEMO.admin);
        expect((await gql(flaky, '{ storePictures { total } }', {}, cookie)).body.errors?.[0]).toMatchObject({
          message: 'Failed to fetch store pictures',
          extensions: { code: 'UPSTREAM_ERROR' },
        });
        expect(
          (await gql(flaky, 'mutation { emailStorePictures(to: ["ops@example.com"]) { pictures } }', {}, cookie)).body
            .errors?.[0]?.message,
        ).toBe('Failed to email store pictures');
        expect((await gql(flaky, '{ pictureElements { name } }', {}, cookie)).body.errors).toBeUndefined();
      } finally {
        await flaky.close();
        await proxy.close();
      }
    },
  );
});
