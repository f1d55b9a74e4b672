// Field screens a manager uses daily: the team map's own base layer with no tile server,
// clusters and a legend; toasts, undo and unsaved-change prompts; the screens' defaults and widths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { yearsAhead } from '../../support/seed-day.js';
import { signIn } from '../support.js';

const POLL = { timeout: 15_000 };
/** Weeks and months of a year well ahead: a past week's plan is refused (journeys and journey-fit use other weeks). */
const YEAR = yearsAhead(7);

describe('field screens', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('draws the country and its divisions under the team with no tile server, clustered, with a legend', async () => {
    const { page } = session;
    await page.goto('/TeamLocation');
    const map = page.getByTestId('team-map');
    await map.waitFor();
    expect(await map.locator('img.leaflet-tile').count()).toBe(0); // no tile server configured
    // The base layer: one shape per division, each named.
    const divisions = map.locator('.leaflet-base-pane path');
    await expect.poll(() => divisions.count(), POLL).toBeGreaterThanOrEqual(8);
    await map.locator('.leaflet-base-pane path[aria-label="Sylhet division"]').waitFor({ state: 'attached' });
    // Zoomed out over the whole country, nearby members gather into clusters that say how many.
    await expect.poll(() => map.locator('.marker-cluster').count(), POLL).toBeGreaterThan(0);
    const legend = page.getByRole('list', { name: 'Map legend' });
    await legend.getByText('Seen in the last 12 hours').waitFor();
    await legend.getByText('Stale (older than 12 hours)').waitFor();
    await legend.getByText('Group of members').waitFor();
  });

  it('offers Undo after removing a store from a journey day, in a toast below the header that stays', async () => {
    const { page } = session;
    await page.goto(`/JourneyPlan?member=3&year=${YEAR}&week=14`);
    const wednesday = page.getByRole('listitem', { name: 'Wednesday' });
    await wednesday.waitFor();
    await page.getByRole('button', { name: 'Add store to Wednesday' }).click();
    const option = page.getByRole('dialog').getByRole('option').first();
    await option.waitFor();
    const store = (await option.textContent())!.trim();
    await option.click();
    await wednesday.getByText(store).waitFor();

    await page.getByRole('button', { name: `Remove ${store} from Wednesday`, exact: true }).click();
    await wednesday.getByText(store).waitFor({ state: 'detached' });
    const toast = page
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: `${store} removed from Wednesday` });
    await toast.waitFor();
    // How long it stays is the toast's configured duration (read, not timed): at least 5 s.
    const duration = await toast.evaluate((element) => getComputedStyle(element).getPropertyValue('--duration'));
    expect(Number.parseInt(duration, 10)).toBeGreaterThanOrEqual(5000);
    // Measured at rest: the toast slides in from above, so mid-animation it can still overlap the header.
    await toast.evaluate((element) => Promise.allSettled(element.getAnimations().map((a) => a.finished)));
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`${store} planned on Wednesday`).first().waitFor();
    await wednesday.getByText(store).waitFor();
  });

  it('asks before Escape or a click outside throws away a form drawer with edits', async () => {
    const { page } = session;
    await page.goto('/store');
    // Untouched, Escape simply closes it.
    await page.getByRole('button', { name: 'Add store' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add store' });
    await drawer.getByLabel('Store name').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add store' }).click();
    await drawer.getByLabel('Store name').fill('Half-typed store');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await drawer.getByLabel('Store name').inputValue()).toBe('Half-typed store');

    await page.mouse.click(40, 400); // on the backdrop, outside the drawer
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('counts a cell that is not a target as unsaved and says why', async () => {
    const { page } = session;
    await page.goto(`/TargetSetting?month=${YEAR}-06`);
    const cell = page.getByRole('table').locator('input').first();
    await cell.waitFor();
    const name = (await cell.getAttribute('aria-label'))!;
    await cell.fill('12x');
    await page.getByText('1 unsaved change, 1 not valid').waitFor();
    expect(await cell.getAttribute('aria-invalid')).toBe('true');
    const reason = page.getByRole('status', { name: 'Cells that will not save' });
    await reason.getByText(`${name}: "12x": A whole number of 0 or more`).waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    await reason.waitFor({ state: 'detached' });
  });

  it('says how many stores "Map all listed" maps, and asks first', async () => {
    const { page } = session;
    await page.goto('/UserStoreMapping?member=3&region=6&name=mart');
    const unmapped = page.getByTestId('unmapped');
    await unmapped.getByRole('listitem').first().waitFor();
    const count = await unmapped.getByRole('listitem').count();
    await page.getByRole('button', { name: `Map all listed (${count})` }).click();
    const ask = page.getByRole('alertdialog', { name: `Map all ${count} stores?` });
    await ask.getByText(`${count} stores listed on the left will be mapped`).waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await unmapped.getByRole('listitem').count()).toBe(count);
  });

  it('opens Month Visit and Journey Plan on the member chosen last, and a field member on themselves', async () => {
    const { page } = session;
    await page.goto(`/JourneyPlan?member=20&year=${YEAR}&week=14`); // a supervisor: field staff
    await page.getByRole('list', { name: 'Week 14 plan' }).waitFor();
    await page.goto('/MonthVisit');
    await expect.poll(() => new URL(page.url()).searchParams.get('member'), POLL).toBe('20');
    await page.getByRole('list', { name: 'Month calendar' }).waitFor();
    await page.goto('/JourneyPlan');
    await expect.poll(() => new URL(page.url()).searchParams.get('member'), POLL).toBe('20');

    // A supervisor is field staff: their own month, whatever was chosen in this browser before.
    const context = await session.browser.newContext({ baseURL: session.baseUrl });
    const supervisor = await context.newPage();
    try {
      await signIn(supervisor, 'supervisor', 'Supervisor@2026');
      await supervisor.goto('/MonthVisit');
      await supervisor.getByRole('list', { name: 'Month calendar' }).waitFor();
      const picked = supervisor.getByRole('combobox', { name: 'Team member', exact: true });
      await expect.poll(() => picked.inputValue(), POLL).toContain('Kamal Uddin');
    } finally {
      await context.close();
    }
  });

  it('keeps Journey Plan usable at 800 px: codes and dates on one line, store names in full', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 800, height: 900 });
    try {
      await page.goto(`/JourneyPlan?member=3&year=${YEAR}&week=16`);
      const thursday = page.getByRole('listitem', { name: 'Thursday' });
      await thursday.waitFor();
      await page.getByRole('button', { name: 'Add store to Thursday' }).click();
      const option = page.getByRole('dialog').getByRole('option').first();
      await option.waitFor();
      await option.click();
      const code = thursday.getByTestId('store-code').first();
      await code.waitFor();
      const fits = (element: HTMLElement) => ({
        wide: element.scrollWidth <= element.clientWidth + 1,
        tall: element.scrollHeight <= element.clientHeight + 1,
        lines: Math.round(
          element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
        ),
      });
      expect(await code.evaluate(fits)).toEqual({ wide: true, tall: true, lines: 1 });
      const name = thursday.getByTestId('store-name').first();
      const shown = await name.evaluate(fits);
      expect(shown.wide && shown.tall).toBe(true); // not cut: it wraps instead
      expect(await name.getAttribute('title')).toContain(await name.textContent());
      for (const date of await page.getByTestId('day-date').all()) expect((await date.evaluate(fits)).lines).toBe(1);
      // Nothing pushes the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    } finally {
      await page.setViewportSize({ width: 1366, height: 850 });
    }
  });

  it('opens a market issue in full from its row, and says its status cannot be changed here', async () => {
    const { page } = session;
    await page.goto('/MarketIssue');
    const title = page.getByRole('table').locator('tbody').getByRole('button').first();
    await title.waitFor();
    const text = (await title.textContent())!.trim();
    await title.click();
    const detail = page.getByRole('dialog', { name: /^Issue \d+: / });
    await detail.getByText(text).first().waitFor();
    await detail.getByText('Reported by').waitFor();
    await detail.getByText('its API offers no call to change it').waitFor();
    expect(Number(new URL(page.url()).searchParams.get('issue'))).toBeGreaterThan(0);
    await page.reload(); // the open issue is in the URL
    await page
      .getByRole('dialog', { name: /^Issue \d+: / })
      .getByText(text)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('issue'), POLL).toBeNull();
  });

  it('leads from the API explorer back to the product', async () => {
    const { page } = session;
    await page.goto('/explorer');
    await page.getByRole('link', { name: 'Back to FieldPulse' }).click();
    await page.waitForURL('**/app/dashboard/default');
  });
});
