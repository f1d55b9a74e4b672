// The product for real users on bases that serve only what the product description names: the stand-in's strict
// mode and a gateway with no extras, of this file's own when the run's product has the extras (STRICT_UPSTREAM=0
// runs it on the run's stand-in with its extras instead). The admin signs in through the form, every screen of
// the registry opens with its data, a store is added and edited, a monthly target saved, a journey planned and
// copied within this ISO year, and a report exported as CSV.
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, downloadBytes, openBrowser } from '../../support/browser.js';
import { businessToday, isoWeekDay, isoWeekOf, isoWeeksIn } from '../../support/business-day.js';
import { type RunningProduct, startProduct } from '../../support/product.js';
import { seedToday } from '../../support/seed-day.js';
import { navigate, registeredScreens, settle } from '../a11y-support.js';
import { dayInWords, POLL, recordAChange, signIn } from '../support.js';

/** Whether the bases serve only the description: district and store-type names absent, weeks of this year only. */
const strict = process.env.STRICT_UPSTREAM !== '0';
/** The run's product has the stand-in's extras: this file starts a product on strict bases of its own. */
const ownProduct = strict && !inject('servicesStrict');
const SCREENS = await registeredScreens();

/** Screens that are no list: a form, a grid of inputs, a calendar, a planner, a map, tiles or a two-sided mapping. */
const NOT_LISTS = new Set([
  'Promoter Target Setting',
  'Month Visit',
  'Journey Plan',
  'Team Location',
  'Store Pictures',
  'Deployment',
  'User Permission',
  'User Store Mapping',
  'Product Store Mapping',
  'Report Email Recipient',
  'Setup Manager By Brand',
  'Reset Password',
  // The signed-in member's own tokens: none until they make one.
  'Access Tokens',
]);

/** A list's own tables (DataTable names its table); a chart's hidden table of figures has only a caption. */
const listRows = (page: Page) => page.locator('table[aria-label] tbody tr');

/** What a screen that is no list shows of the demo data, or what a list needs chosen before it shows rows. */
const DATA: Record<string, (page: Page) => Promise<void>> = {
  'Access Tokens': (page) => page.getByText('No access tokens yet').first().waitFor(),
  'Store Grade By Brand': async (page) => {
    const brand = page.getByLabel('Brand', { exact: true });
    await expect.poll(() => brand.locator('option').count(), POLL).toBeGreaterThan(1);
    await brand.selectOption({ index: 1 });
    await settle(page);
  },
  'Promoter Target Setting': async (page) => {
    await expect.poll(() => listRows(page).count(), POLL).toBeGreaterThan(0);
  },
  'Month Visit': async (page) => {
    // The admin is no field staff and has chosen nobody in this browser: the screen asks; the supervisor is chosen.
    if (!new URL(page.url()).searchParams.get('member')) {
      await page.getByText('Choose a team member to see their month').waitFor({ timeout: POLL.timeout });
      const picker = page.getByRole('combobox', { name: 'Team member', exact: true });
      await picker.fill('Kamal Uddin');
      await page
        .getByRole('option', { name: /^Kamal Uddin/ })
        .first()
        .click();
      await expect.poll(() => new URL(page.url()).searchParams.get('member'), POLL).toBeTruthy();
    }
    await expect
      .poll(() => page.getByRole('list', { name: 'Month calendar' }).getByRole('listitem').count(), POLL)
      .toBeGreaterThanOrEqual(28);
    await page.getByText(/^Planned: \d+$/).waitFor();
  },
  'Journey Plan': async (page) => {
    const week = page.getByRole('list', { name: /^Week \d+ plan$/ });
    await expect.poll(() => week.getByRole('listitem').count(), POLL).toBe(7);
  },
  'Team Location': async (page) => {
    const map = page.getByTestId('team-map');
    await expect.poll(async () => Number(await map.getAttribute('data-markers')), POLL).toBeGreaterThan(0);
  },
  'Store Pictures': async (page) => {
    // Without the pictures extra the images answer 404 "not served"; the pictures themselves are still listed.
    const tiles = page.getByRole('list', { name: 'Store pictures' }).getByRole('listitem');
    await expect.poll(() => tiles.count(), POLL).toBeGreaterThan(0);
  },
  'Setup Manager By Brand': async (page) => {
    await expect.poll(() => listRows(page).count(), POLL).toBeGreaterThan(0);
  },
  'Audit Trail': async (page) => {
    await recordAChange(page);
    await page.reload();
    await settle(page, 'Audit Trail');
  },
};

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** A store's code in an option or card reading "code · name". */
const storeCode = (label: string) => label.split(' · ')[0]!;

/** The business's ISO week now, read when a step runs (a file can start before the business's Monday). */
const thisWeek = () => isoWeekOf(businessToday().day);
const lastOfItsYear = (week: { year: number; week: number }) => week.week === isoWeeksIn(week.year);

describe(`the product on bases ${strict ? 'that serve only the description' : 'with their extras'}`, () => {
  let session: BrowserSession;
  let own: RunningProduct | undefined;
  beforeAll(async () => {
    if (ownProduct) own = await startProduct({ strict: true });
    session = await openBrowser({ width: 1366, height: 850 }, { baseUrl: own?.url });
  }, 180_000);
  afterAll(async () => {
    await session?.close();
    await own?.close();
  });

  it('signs the admin in through the form', async () => {
    const { page } = session;
    await signIn(page, 'admin', 'Admin@2026');
    await settle(page, 'Dashboard');
  });

  it.each(SCREENS.map((screen) => [screen.title, screen.path] as const))(
    '%s opens with its data and no error',
    async (title, path) => {
      const { page } = session;
      await navigate(page, path);
      await settle(page, title);
      await DATA[title]?.(page);
      if (!NOT_LISTS.has(title)) await expect.poll(() => listRows(page).count(), POLL).toBeGreaterThan(0);
      expect(await page.getByRole('alert').allInnerTexts()).toEqual([]);
      expect(await page.getByText(/Failed to /).allInnerTexts()).toEqual([]);
    },
  );

  it('adds a store in the drawer, edits its district and store type, and the row shows the change', async () => {
    const { page } = session;
    const code = `DU${randomBytes(3).toString('hex').toUpperCase()}`;
    const name = `Described Mart ${code}`;
    // Gazipur's districts are 4 (Sadar), 5 (North) and 6 (South); store type 2 is Standard, 3 Kiosk.
    const reference = async (drawer: Locator, district: number, storeType: number) => {
      if (strict) {
        await drawer.getByLabel(/^District ID\W*$/).fill(String(district));
        await drawer.getByLabel(/^Store type ID\W*$/).fill(String(storeType));
      } else {
        await drawer.getByLabel(/^District\W*$/).selectOption({ value: String(district) });
        await drawer.getByLabel(/^Store type\W*$/).selectOption({ value: String(storeType) });
      }
    };
    await navigate(page, '/store');
    await settle(page, 'Store List');
    await page.getByRole('button', { name: 'Add store' }).click();
    const drawer = page.getByRole('dialog');
    // The form asks for what the bases can name: the ids where they give no names, and then no sub-grade.
    await drawer.getByLabel('Store region').locator('option', { hasText: 'Dhaka' }).waitFor({ state: 'attached' });
    await expect.poll(() => drawer.getByLabel(/^District ID\W*$/).count(), POLL).toBe(strict ? 1 : 0);
    expect(await drawer.getByLabel(/^Sub-grade\W*$/).count()).toBe(strict ? 0 : 1);
    await drawer.getByLabel('Store code').fill(code);
    await drawer.getByLabel('Store name').fill(name);
    await drawer.getByLabel('Latitude').fill('24.0012');
    await drawer.getByLabel('Longitude').fill('90.4201');
    await drawer.getByLabel('Store region').selectOption({ label: 'Dhaka' });
    await drawer.getByLabel('Store city').selectOption({ label: 'Gazipur' });
    await reference(drawer, 4, 2);
    await drawer.getByLabel('Store channel type').selectOption({ label: 'Modern Trade' });
    await drawer.getByLabel(/^Store channel\W*$/).selectOption({ label: 'Supermarket' });
    await drawer.getByLabel('Store grade').selectOption({ label: 'B' });
    await drawer.getByRole('button', { name: 'Save store' }).click();
    await toast(page, `Store ${code} added`);
    await drawer.waitFor({ state: 'hidden' });

    await page.getByLabel('Name', { exact: true }).fill(code);
    await page.getByText('Showing 1–1 of 1', { exact: true }).waitFor();
    await page.getByRole('cell', { name, exact: true }).waitFor();

    await page.getByRole('button', { name: `Edit ${name} (${code})`, exact: true }).click();
    await drawer.getByLabel('Store name').fill(`${name} North`);
    await reference(drawer, 5, 3);
    await drawer.getByRole('button', { name: 'Save store' }).click();
    await toast(page, `Store ${code} saved`);
    await drawer.waitFor({ state: 'hidden' });
    const row = listRows(page).filter({ hasText: code });
    await row.getByRole('cell', { name: `${name} North`, exact: true }).waitFor();
    expect(await row.innerText()).toContain('Gazipur');

    // The edit form reads the store back from the bases: the district and store type the edit chose.
    await page.getByRole('button', { name: `Edit ${name} North (${code})`, exact: true }).click();
    const [district, storeType] = strict
      ? [/^District ID\W*$/, /^Store type ID\W*$/]
      : [/^District\W*$/, /^Store type\W*$/];
    await expect.poll(() => drawer.getByLabel(district).inputValue(), POLL).toBe('5');
    expect(await drawer.getByLabel(storeType).inputValue()).toBe('3');
    if (!strict) {
      expect(
        await drawer
          .getByLabel(/^District\W*$/)
          .locator('option:checked')
          .innerText(),
      ).toBe('Gazipur North');
    }
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('saves a monthly target on Promoter Target Setting and finds it after a reload', async () => {
    const { page } = session;
    // Two months after the seed's: this year or the next, a month no other file sets targets for.
    const first = new Date(Date.UTC(Number(seedToday().slice(0, 4)), Number(seedToday().slice(5, 7)) + 1, 1));
    const month = first.toISOString().slice(0, 7);
    await navigate(page, `/TargetSetting?month=${month}`);
    await settle(page, 'Promoter Target Setting');
    const grid = page.getByRole('table', { name: `Quantity targets for ${month}` });
    const cell = grid.locator('input[data-row="0"][data-col="0"]');
    await cell.waitFor();
    const label = (await cell.getAttribute('aria-label'))!;
    const target = String(1000 + Math.floor(Math.random() * 9000));
    await cell.fill(target);
    await cell.press('Enter');
    await page.getByText('1 unsaved change').waitFor();
    await page.getByRole('button', { name: 'Save targets' }).click();
    await page.getByText('1 target saved').first().waitFor();
    await page.reload();
    await grid.waitFor();
    await expect.poll(() => page.getByLabel(label, { exact: true }).inputValue(), POLL).toBe(target);
  });

  // This ISO week and the next when it is of the same year: the described bases number the weeks of this year only
  // (another year is refused), and a past week's plan is history. Sunday of this week is never past.
  const planned = { year: 0, from: 0, store: '' };

  it("plans a store on Sunday of this ISO week (the business's)", async () => {
    const { page } = session;
    const { year, week } = thisWeek();
    const open = async (shown: number) => {
      await navigate(page, `/JourneyPlan?member=3&year=${year}&week=${shown}`);
      await settle(page, 'Journey Plan');
      return page.getByRole('list', { name: `Week ${shown} plan` }).getByRole('listitem', { name: 'Sunday' });
    };
    // A store not on the next week's Sunday already, so a copy has it to write.
    const taken = lastOfItsYear({ year, week })
      ? []
      : await (await open(week + 1)).getByTestId('store-code').allInnerTexts();
    const sunday = await open(week);
    expect(await sunday.getByTestId('day-date').innerText()).toBe(
      await dayInWords(page, isoWeekDay(year, week, 7), 'short'),
    );
    await page.getByRole('button', { name: 'Add store to Sunday' }).click();
    const dialog = page.getByRole('dialog');
    const options = dialog.getByRole('option');
    await options.first().waitFor();
    const store = (await options.allInnerTexts())
      .map((text) => text.trim())
      .find((text) => !taken.includes(storeCode(text)));
    expect(store).toBeDefined();
    await dialog.getByRole('option', { name: store!, exact: true }).click();
    await toast(page, `${store} planned on Sunday`);
    await sunday.getByText(storeCode(store!), { exact: true }).waitFor();
    Object.assign(planned, { year, from: week, store: store! });
  });

  // In the last ISO week of a year no later week of that year is left to copy to.
  it.skipIf(lastOfItsYear(thisWeek()))('copies the week to the next one after its preview', async () => {
    const { page } = session;
    expect(planned.store).not.toBe('');
    const { year, from } = planned;
    const to = from + 1;
    await page.getByRole('button', { name: 'Copy week' }).click();
    const copy = page.getByRole('dialog');
    expect(await copy.getByLabel('To week').inputValue()).toBe(String(to));
    const preview = copy.getByLabel('Copy preview');
    const count = preview.getByText(/^\d+ store-days will be copied$/);
    await count.waitFor();
    const sunday = await dayInWords(page, isoWeekDay(year, to, 7), 'short');
    const line = `Sun ${sunday} · ${planned.store.replace(' · ', ' ')}`;
    await preview.getByText(line, { exact: true }).waitFor();
    const copied = (await count.innerText()).split(' ')[0]!;
    await copy.getByRole('button', { name: `Copy ${copied} store-days` }).click();
    await toast(page, `Week ${from} copied to week ${to}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('week'), POLL).toBe(String(to));
    await page
      .getByRole('list', { name: `Week ${to} plan` })
      .getByRole('listitem', { name: 'Sunday' })
      .getByText(storeCode(planned.store), { exact: true })
      .waitFor();
  });

  it(`${strict ? 'refuses' : 'opens'} a week of the next ISO year on Journey Plan`, async () => {
    const { page } = session;
    const { year } = thisWeek();
    await navigate(page, `/JourneyPlan?member=3&year=${year + 1}&week=2`);
    await settle(page, 'Journey Plan');
    if (strict) {
      // The described bases number this year's weeks only: the screen says so rather than show an empty week.
      await page
        .getByRole('alert')
        .filter({ hasText: `The distributor's services plan the weeks of ${year} only` })
        .waitFor();
    } else {
      await page.getByRole('list', { name: 'Week 2 plan' }).getByRole('listitem', { name: 'Monday' }).waitFor();
      expect(await page.getByRole('alert').allInnerTexts()).toEqual([]);
    }
  });

  it('exports Market Issues as CSV, every row of the list', async () => {
    const { page } = session;
    await navigate(page, '/MarketIssue');
    await settle(page, 'Market Issues');
    const pager = page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
    await pager.waitFor();
    const total = Number((await pager.innerText()).split(' of ')[1]!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const rows = parse((await downloadBytes(download)).toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]!.length).toBeGreaterThan(1);
    expect(rows.length - 1).toBe(total);
  });
});
