// The "New token" form's checks and what it sends: the name as the gateway counts it (1 to 60 visible characters),
// days from 1 to 365 (90 unless changed), read-only unless unticked, pages found by any of their words.
import { describe, expect, it } from 'vitest';
import {
  checkTokenForm,
  curlExample,
  DAYS_RULE,
  emptyTokenForm,
  matchingPages,
  NAME_RULE,
  pagesText,
  tokenState,
  tokenVariables,
} from '../src/domains/auth/token-form';

const form = (changes: Partial<ReturnType<typeof emptyTokenForm>>) => ({ ...emptyTokenForm(), ...changes });

describe('new token form', () => {
  it('starts read-only, for all my pages, for 90 days', () => {
    expect(emptyTokenForm()).toEqual({ name: '', readOnly: true, pages: [], days: '90' });
  });

  it('asks for a name of 1 to 60 visible characters', () => {
    expect(checkTokenForm(form({ name: '' })).name).toBe(NAME_RULE);
    expect(checkTokenForm(form({ name: '   ' })).name).toBe(NAME_RULE);
    expect(checkTokenForm(form({ name: 'a'.repeat(61) })).name).toBe(NAME_RULE);
    expect(checkTokenForm(form({ name: 'tab\there' })).name).toBe(NAME_RULE);
    expect(checkTokenForm(form({ name: 'zero\u200bwidth' })).name).toBe(NAME_RULE);
    expect(checkTokenForm(form({ name: 'a'.repeat(60) }))).toEqual({});
    // An emoji is one character, as the gateway counts.
    expect(checkTokenForm(form({ name: '📈'.repeat(60) }))).toEqual({});
  });

  it('asks for a whole number of days from 1 to 365', () => {
    for (const days of ['0', '366', '', '1.5', '-3', 'ten'])
      expect(checkTokenForm(form({ name: 'Script', days })).days, days).toBe(DAYS_RULE);
    for (const days of ['1', '365', ' 30 ']) expect(checkTokenForm(form({ name: 'Script', days })), days).toEqual({});
  });

  it('sends the trimmed name, the pages, read-only and the days as a number', () => {
    expect(tokenVariables(form({ name: '  Nightly  ', pages: ['Store List'], readOnly: false, days: '30' }))).toEqual({
      name: 'Nightly',
      pages: ['Store List'],
      readOnly: false,
      expiresInDays: 30,
    });
  });

  it('finds pages by every word typed, in any case, in the order held', () => {
    const held = ['Dashboard', 'Store List', 'Store Visit', 'Product List'];
    expect(matchingPages(held, 'store')).toEqual(['Store List', 'Store Visit']);
    expect(matchingPages(held, 'LIST sto')).toEqual(['Store List']);
    expect(matchingPages(held, '  ')).toEqual(held);
  });
});

describe('a token in the list', () => {
  it('names its pages, or all my pages', () => {
    expect(pagesText([])).toBe('All my pages');
    expect(pagesText(['Store List', 'Brand List'])).toBe('Store List, Brand List');
  });

  it('is revoked, expired or active', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(tokenState({ expiresAt: '2026-07-01T00:00:00Z', revokedAt: '2026-05-01T00:00:00Z' }, now)).toBe('Revoked');
    expect(tokenState({ expiresAt: '2026-05-31T23:59:00Z', revokedAt: null }, now)).toBe('Expired');
    expect(tokenState({ expiresAt: '2026-07-01T00:00:00Z', revokedAt: null }, now)).toBe('Active');
  });

  it('has a curl example that sends it as a Bearer token to /graphql', () => {
    const curl = curlExample('https://office.example.com', 'ffpat_abc');
    expect(curl).toContain('-H "Authorization: Bearer ffpat_abc"');
    expect(curl).toContain('https://office.example.com/graphql');
  });
});
