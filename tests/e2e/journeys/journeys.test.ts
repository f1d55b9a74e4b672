// Journey plans in the browser: plan a store on Tuesday, copy the week forward after its preview,
// see it in the target week; the team map draws its markers without any tile server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { yearsAhead } from '../../support/seed-day.js';
import { POLL, signInBehind } from '../support.js';

describe('journey plan and team location', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('adds a store to Tuesday, copies the week forward and finds it there', async () => {
    const { page } = session;
    // Seven years ahead (field-screens and journey-fit use other weeks of that year): never a past week.
    await page.goto(`/JourneyPlan?member=3&year=${yearsAhead(7)}&week=10`);
    const tuesday = page.getByRole('listitem', { name: 'Tuesday' });
    await tuesday.waitFor();
    await page.getByRole('button', { name: 'Add store to Tuesday' }).click();
    const dialog = page.getByRole('dialog');
    const option = dialog.getByRole('option').first();
    await option.waitFor();
    const store = (await option.textContent())!.trim();
    await option.click();
    await page.getByText(`${store} planned on Tuesday`).first().waitFor();
    await tuesday.getByText(store).waitFor();

    await page.getByRole('button', { name: 'Copy week' }).click();
    const copy = page.getByRole('dialog');
    await copy.getByLabel('To week').selectOption({ value: '11' });
    await copy.getByText('1 store-days will be copied').waitFor();
    await copy.getByRole('button', { name: 'Copy 1 store-days' }).click();
    await page.getByText('Week 10 copied to week 11').first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('week'), POLL).toBe('11');
    await page
      .getByRole('list', { name: 'Week 11 plan' })
      .getByRole('listitem', { name: 'Tuesday' })
      .getByText(store)
      .waitFor();
  });

  it('shows the team on the map', async () => {
    const { page } = session;
    await page.goto('/TeamLocation');
    const map = page.getByTestId('team-map');
    await map.waitFor();
    expect(Number(await map.getAttribute('data-markers'))).toBeGreaterThan(10);
    // Zoomed out, members close together are drawn as numbered clusters: members and clusters both count.
    const drawn = () => map.locator('path.leaflet-interactive, .marker-cluster').count();
    await expect.poll(drawn, { timeout: 15_000 }).toBeGreaterThan(3);
    expect(await map.locator('img.leaflet-tile').count()).toBe(0); // no tile server configured
  });
});
