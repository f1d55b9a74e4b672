// The "New token" form as data: its fields, its checks (the contract's limits for a token's name and days, the
// name's visible characters as the gateway checks them), the mutation's variables, and how a token reads in a list.
import { LIMITS } from '../../gql/limits.gen';

export interface TokenForm {
  name: string;
  readOnly: boolean;
  /** Of the member's own pages; none: every page they hold, as it changes. */
  pages: string[];
  /** As typed: a whole number of days. */
  days: string;
}

export type TokenFormErrors = Partial<Record<'name' | 'pages' | 'days', string>>;

const NAME = LIMITS['Token_Add.Name'];
const DAYS = LIMITS['Token_Add.ExpiresInDays'];
export const DEFAULT_DAYS = 90;
export const NAME_MAX = NAME.maxLength;
export const DAYS_MIN = DAYS.minimum;
export const DAYS_MAX = DAYS.maximum;
/** No control, format or other invisible character (the gateway refuses them too). */
const VISIBLE = /^[^\p{C}]*$/u;

export const emptyTokenForm = (): TokenForm => ({ name: '', readOnly: true, pages: [], days: String(DEFAULT_DAYS) });

export const NAME_RULE = `Name the token: ${NAME.minLength} to ${NAME.maxLength} visible characters`;
export const DAYS_RULE = `A whole number of days from ${DAYS.minimum} to ${DAYS.maximum}`;

/** What is wrong with the form, by field; empty when it may be sent. */
export function checkTokenForm(form: TokenForm): TokenFormErrors {
  const errors: TokenFormErrors = {};
  const name = form.name.trim();
  const characters = [...name].length; // as the gateway counts them: an emoji is one
  if (characters < NAME.minLength || characters > NAME.maxLength || !VISIBLE.test(name)) errors.name = NAME_RULE;
  const days = form.days.trim();
  if (!/^\d{1,3}$/.test(days) || Number(days) < DAYS.minimum || Number(days) > DAYS.maximum) errors.days = DAYS_RULE;
  return errors;
}

export function tokenVariables(form: TokenForm) {
  return { name: form.name.trim(), pages: form.pages, readOnly: form.readOnly, expiresInDays: Number(form.days) };
}

/** The gateway's field names to the form's. */
export const FORM_FIELD: Readonly<Record<string, keyof TokenFormErrors>> = {
  name: 'name',
  pages: 'pages',
  expiresInDays: 'days',
};

/** Pages of `held` whose name contains every word of `search` (any case), in the member's order. */
export function matchingPages(held: readonly string[], search: string): string[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return held.filter((page) => words.every((word) => page.toLowerCase().includes(word)));
}

export const ALL_MY_PAGES = 'All my pages';

export const pagesText = (pages: readonly string[]) => (pages.length === 0 ? ALL_MY_PAGES : pages.join(', '));

export type TokenState = 'Active' | 'Expired' | 'Revoked';

export function tokenState(token: { expiresAt: string; revokedAt?: string | null }, now = Date.now()): TokenState {
  if (token.revokedAt) return 'Revoked';
  return Date.parse(token.expiresAt) <= now ? 'Expired' : 'Active';
}

/** A curl of /graphql with the token, as a script would send it: who it acts as and the pages it opens. */
export function curlExample(origin: string, token: string): string {
  return [
    `curl -s -H "Authorization: Bearer ${token}" -H 'content-type: application/json' \\`,
    `  ${origin}/graphql -d '{"query":"{ me { name pages } }"}'`,
  ].join('\n');
}
