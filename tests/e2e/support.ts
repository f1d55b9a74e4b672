// Steps the end-to-end tests share: signing in (through the form, or behind it) and reading the side menu.

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How long a poll waits for the screen to catch up: vitest's default of 1 s is too short on a loaded two-core
 * machine (Chromium, the product and the suite share it), where a screen's answer can take seconds.
 */
export const POLL = { timeout: 10_000 };

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/signin-1');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The dashboard's first load, on a two-core machine busy with the product and the suite, can pass 30 s.
  await page.waitForURL('**/app/dashboard/default', { timeout: 60_000 });
}

/**
 * Signs in without the form, as the form does it: the sign-in mutation posted from the page's context (its cookie
 * jar), then the signed-in member stored where the client keeps it, from a small file of the product's origin. No
 * screen is opened: for a file whose tests open their own, it skips the sign-in page and the dashboard's first load,
 * each a full load on a busy machine. The form itself is what signIn (above) and the auth files prove.
 */
export async function signInBehind(page: Page, username: string, password: string): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: {
      query: `mutation SignIn($username: String!, $password: String!) {
        login(username: $username, password: $password) { id name login }
      }`,
      variables: { username, password },
    },
  });
  type Login = { id: number; name: string; login: string };
  const body = (await response.json()) as { data?: { login?: Login }; errors?: { message: string }[] };
  const member = body.data?.login;
  if (!member) throw new Error(`Sign-in of ${username} failed: ${JSON.stringify(body.errors)}`);
  await page.goto('/favicon.svg');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), member);
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens a collapse of the side menu (if closed) and returns the titles of its visible items. */
export async function openCollapse(page: Page, title: string, firstChild: string): Promise<void> {
  const menu = mainMenu(page);
  const child = menu.getByRole('link', { name: firstChild, exact: true });
  if (!(await child.isVisible())) await menu.getByRole('button', { name: title, exact: true }).click();
  await child.waitFor({ state: 'visible' });
}

/** Runs a GraphQL query from inside the page, with the page's session cookie. */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json() as Promise<{ data?: unknown; errors?: unknown }>;
    },
    { query, variables },
  );
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

/** Pairs of text boxes inside an SVG that overlap by more than a pixel each way. */
export async function overlappingTexts(chart: Locator): Promise<string[]> {
  return chart.evaluate((element) => {
    const boxes = [...element.querySelectorAll('svg text')]
      .map((text) => ({ text: text.textContent ?? '', box: text.getBoundingClientRect() }))
      .filter(({ text, box }) => text.trim() !== '' && box.width > 0);
    const clashes: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1) clashes.push(`${boxes[i]!.text} / ${boxes[j]!.text}`);
      }
    return clashes;
  });
}

type TeamTypeRoles = { id: number; takesTargets: boolean; managesBrands: boolean; fieldStaff: boolean };

/**
 * One change the audit trail records and that leaves the data as it was: a team type's roles saved as they are.
 * For screens of the trail, which are empty until someone changes something.
 */
export async function recordAChange(page: Page): Promise<void> {
  const { teamTypes } = await graphql<{ teamTypes: TeamTypeRoles[] }>(
    page,
    '{ teamTypes { id takesTargets managesBrands fieldStaff } }',
  );
  const type = teamTypes[0]!;
  await graphql(
    page,
    'mutation ($id: Int!, $t: Boolean!, $m: Boolean!, $f: Boolean!) { setTeamTypeRoles(teamTypeId: $id, ' +
      'takesTargets: $t, managesBrands: $m, fieldStaff: $f) { id } }',
    { id: type.id, t: type.takesTargets, m: type.managesBrands, f: type.fieldStaff },
  );
}

/** A date field (the web's DateField) by its label: its text box, not the calendar button beside it. */
export const dateField = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true });

/** The day a date field holds as the URL and the queries carry it (YYYY-MM-DD; '' for none), whatever it shows. */
export const dayIn = async (field: Locator) => (await field.getAttribute('data-day')) ?? '';

/** Days (YYYY-MM-DD) in the business's words as the product writes them: its locale, short or medium. */
export async function daysInWords(
  page: Page,
  days: readonly string[],
  style: 'medium' | 'short' = 'medium',
): Promise<string[]> {
  const { businessCalendar } = await graphql<{ businessCalendar: { locale: string } }>(
    page,
    '{ businessCalendar { locale } }',
  );
  return page.evaluate(
    ({ days, locale, short }) => {
      const format = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        ...(short ? {} : { year: 'numeric' }),
        timeZone: 'UTC',
      });
      return days.map((day) => format.format(Date.parse(`${day}T00:00:00Z`)));
    },
    { days, locale: businessCalendar.locale, short: style === 'short' },
  );
}

/** A day (YYYY-MM-DD) in the business's words as the product writes it. */
export const dayInWords = async (page: Page, day: string, style: 'medium' | 'short' = 'medium') =>
  (await daysInWords(page, [day], style))[0] ?? '';
