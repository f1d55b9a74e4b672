// Insider suite, names that deceive: a name that shows nothing (a braille blank, Hangul fillers,
// zero-width or combining marks only), one that turns the text around it (bidi overrides) or is
// not text at all (a lone surrogate, control characters), a brand or category spelled with
// look-alike letters of another script beside the real one ('Веst' in Cyrillic beside 'Best'),
// and a store pinned at 0,0 or outside the country. The gateway refuses each before any upstream
// call, naming the field; the services refuse them again for a caller that skips the gateway.

import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoreInput } from '../../../tests/support/store-input.js';
import { createGateway } from '../../src/index.js';
import {
  DEMO,
  gatewayConfig,
  gql,
  signIn,
  storeInput,
  type TestGateway,
  UpstreamCounter,
} from '../integration/support.js';
import { callServices } from './insider-support.js';

const CREATE_BRAND = 'mutation ($input: BrandInput!) { createBrand(input: $input) { id name } }';
const CREATE_CATEGORY = 'mutation ($input: ProductCategoryInput!) { createProductCategory(input: $input) { id name } }';
const CREATE_STORE = 'mutation ($input: StoreInput!) { createStore(input: $input) { id name latitude longitude } }';

const tag = () =>
  randomBytes(3)
    .toString('hex')
    .replace(/[a-f]/g, (c) => String(c.charCodeAt(0) - 97));
/** Latin B and e as Cyrillic В (U+0412) and е (U+0435): the same on screen. */
const cyrillic = (text: string) => text.replace(/B/g, '\u0412').replace(/e/g, '\u0435');

const store = (overrides: Partial<StoreInput> = {}) =>
  storeInput('Name Check Mart', `N${randomBytes(5).toString('hex').toUpperCase()}`, overrides);

/** Names that show nothing, or deceive the reader, each refused by itself. */
const DECEIVING: [string, string][] = [
  ['a braille blank', '\u2800'],
  ['braille blanks around spaces', ' \u2800 \u2800 '],
  ['a Hangul filler', '\u3164'],
  ['a Hangul choseong filler', '\u115F\u1160'],
  ['zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF'],
  ['combining marks only', '\u0301\u0308\u0327'],
  ['a right-to-left override', 'Mart \u202Etxet'],
  ['a bidi isolate', '\u2067Mart\u2069'],
  ['a lone surrogate', 'Mart \uD800'],
  ['a control character', 'Mart\u0007'],
  ['a C1 control character', 'Mart\u0085x'],
];

let gateway: TestGateway;
let admin: string;
beforeAll(async () => {
  gateway = await createGateway(gatewayConfig());
  admin = await signIn(gateway, DEMO.admin);
});
afterAll(() => gateway?.close());

async function refusedBeforeUpstream(query: string, variables: Record<string, unknown>, endpoint: string) {
  const counter = new UpstreamCounter(inject('servicesUrl'));
  try {
    const answer = await gql(gateway, query, variables, admin);
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code, answer.text).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.field).toBe('name');
    expect(error?.message).toMatch(/^name /);
    expect(counter.count(endpoint)).toBe(0);
  } finally {
    counter.stop();
  }
}

describe('names that show nothing or deceive', () => {
  it.each(DECEIVING)('a brand name of %s is refused at the gateway', async (_, name) => {
    await refusedBeforeUpstream(CREATE_BRAND, { input: { name } }, 'Brand_Add');
  });

  it.each(DECEIVING)('a store name of %s is refused at the gateway', async (_, name) => {
    await refusedBeforeUpstream(CREATE_STORE, { input: store({ name }) }, 'StoreAdd');
  });

  it('any name made only of invisible, blank, combining or control characters is refused', async () => {
    const blank = fc.constantFrom(
      ...'\u0000\u0009\u000A\u001F\u007F\u0085\u00A0\u00AD\u034F\u0301\u061C\u115F\u1160\u17B4\u180E\u2000\u200B'.split(
        '',
      ),
      ...'\u200E\u2028\u202A\u202E\u2060\u2066\u2800\u3000\u3164\uFE0F\uFEFF\uFFA0'.split(''),
      '\u{E0020}',
      '\u{1D173}',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(blank, { minLength: 1, maxLength: 8 }), async (chars) => {
        const answer = await gql(gateway, CREATE_BRAND, { input: { name: chars.join('') } }, admin);
        expect(answer.body.errors?.[0]?.extensions?.code, answer.text).toBe('BAD_USER_INPUT');
      }),
      { numRuns: 40 },
    );
  });

  it('the services refuse the same names from a caller that skips the gateway', async () => {
    for (const [what, name] of DECEIVING.filter(([what]) => what !== 'a lone surrogate')) {
      const answer = await callServices('/main/Brand_Add', { BrandName: name, ActiveStatus: 1 });
      expect(answer.status, what).toBe(400);
    }
  });
});

describe('look-alike names', () => {
  it('a brand in Cyrillic look-alike letters beside the Latin one is refused as a duplicate', async () => {
    const latin = `Best ${tag()}`;
    const created = await gql(gateway, CREATE_BRAND, { input: { name: latin } }, admin);
    expect(created.body.errors, created.text).toBeUndefined();
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const spoof = await gql(gateway, CREATE_BRAND, { input: { name: cyrillic(latin) } }, admin);
      expect(spoof.body.errors?.[0]?.extensions?.code, spoof.text).toBe('CONFLICT');
      expect(counter.count('Brand_Add')).toBe(0);
    } finally {
      counter.stop();
    }
    // The services hold the same rule for a caller that skips the gateway.
    const direct = await callServices('/main/Brand_Add', { BrandName: cyrillic(latin), ActiveStatus: 1 });
    expect(direct.status).toBe(409);
  });

  it('a category in look-alike letters beside the Latin one of the same brand is refused', async () => {
    const latin = `Bezel ${tag()}`;
    const created = await gql(gateway, CREATE_CATEGORY, { input: { name: latin, brandId: 2 } }, admin);
    expect(created.body.errors, created.text).toBeUndefined();
    const spoof = await gql(gateway, CREATE_CATEGORY, { input: { name: cyrillic(latin), brandId: 2 } }, admin);
    expect(spoof.body.errors?.[0]?.extensions?.code, spoof.text).toBe('CONFLICT');
    const direct = await callServices('/main/ProductCategory_Add', {
      ProductCategoryName: cyrillic(latin),
      BrandID: 2,
      ActiveStatus: 1,
    });
    expect(direct.status).toBe(409);
  });

  it('names of other scripts that only look different stay different', async () => {
    const bengali = `ওয়ালটন ${tag()}`;
    const created = await gql(gateway, CREATE_BRAND, { input: { name: bengali } }, admin);
    expect(created.body.errors, created.text).toBeUndefined();
  });
});

describe('store coordinates', () => {
  it.each([
    ['0,0', 0, 0],
    ['south of the country', 10, 90.42],
    ['east of the country', 24, 100],
    ['swapped', 90.42, 24],
  ])('a store at %s is refused at the gateway and at the services', async (_, latitude, longitude) => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, CREATE_STORE, { input: store({ latitude, longitude }) }, admin);
      const error = answer.body.errors?.[0];
      expect(error?.extensions?.code, answer.text).toBe('BAD_USER_INPUT');
      expect(['latitude', 'longitude']).toContain(error?.extensions?.field);
      expect(counter.count('StoreAdd')).toBe(0);
    } finally {
      counter.stop();
    }
    const direct = await callServices('/main/StoreAdd', {
      StoreCode: `N${randomBytes(5).toString('hex').toUpperCase()}`,
      StoreName: 'Name Check Mart',
      StoreTypeID: 2,
      ChannelID: 1,
      ChannelTypeID: 1,
      Longitude: longitude,
      Latitude: latitude,
      DistrictID: 4,
      RegionID: 1,
      CityID: 2,
      GradeID: 2,
    });
    expect(direct.status).toBe(400);
  });

  it('a store inside the country is saved', async () => {
    const answer = await gql(gateway, CREATE_STORE, { input: store({ latitude: 22.3569, longitude: 91.7832 }) }, admin);
    expect(answer.body.errors, answer.text).toBeUndefined();
  });
});
