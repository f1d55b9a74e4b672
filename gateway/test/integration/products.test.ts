// Products and product categories through GraphQL: nested brand and category, paging and sort,
// input refused before any upstream call, duplicates and references refused, caches refreshed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const PRODUCTS = `query Products($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {
  products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) { total items { id code name shortName
  groupId active brand { id name } category { id name brand { id } } } } }`;
const CATEGORIES =
  'query Categories($brandId: Int) { productCategories(brandId: $brandId) { id name active brand { id name } } }';
const CREATE =
  'mutation ProductCreate($input: ProductInput!) { createProduct(input: $input) { id version code name shortName ' +
  'groupId active brand { id name } category { id name } } }';
const UPDATE =
  'mutation ProductUpdate($id: Int!, $version: String!, $input: ProductInput!) { updateProduct(id: $id, version: ' +
  '$version, input: $input) { id name active } }';
const REMOVE = 'mutation ProductRemove($id: Int!) { removeProduct(id: $id) }';
const CREATE_CATEGORY =
  'mutation CategoryCreate($input: ProductCategoryInput!) { createProductCategory(input: $input) { id name active ' +
  'brand { id } } }';
const REMOVE_CATEGORY = 'mutation CategoryRemove($id: Int!) { removeProductCategory(id: $id) }';

interface ProductRow {
  id: number;
  version?: string;
  code: string;
  name: string;
  shortName: string;
  groupId: number;
  active: boolean;
  brand: { id: number; name: string } | null;
  category: { id: number; name: string; brand?: { id: number } } | null;
}
interface CategoryRow {
  id: number;
  name: string;
  active: boolean;
  brand: { id: number; name?: string } | null;
}
const suffix = () => randomBytes(4).toString('hex');

describe('products and categories', () => {
  let gateway: TestGateway;
  let admin: string;
  const products = async (variables: Record<string, unknown>) =>
    (await gql(gateway, PRODUCTS, variables, admin)).body.data?.products as { total: number; items: ProductRow[] };
  const categories = async (brandId?: number) =>
    (await gql(gateway, CATEGORIES, { brandId }, admin)).body.data?.productCategories as CategoryRow[];

  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('lists products with their brand and category, filtered by brand then category, sorted and paged', async () => {
    const all = await products({ limit: 2000 });
    expect(all.total).toBeGreaterThanOrEqual(800);
    const [category] = await categories(3);
    const page = await products({
      filter: { brandId: 3, categoryId: category!.id },
      sort: { field: 'NAME', direction: 'DESC' },
      limit: 3,
    });
    expect(page.items.length).toBeLessThanOrEqual(3);
    for (const item of page.items)
      expect(item).toMatchObject({ brand: { id: 3 }, category: { id: category!.id, brand: { id: 3 } } });
    const names = page.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const second = await products({ filter: { brandId: 3 }, limit: 5, offset: 5 });
    const first = await products({ filter: { brandId: 3 }, limit: 10 });
    expect(second.items).toEqual(first.items.slice(5, 10));
  });

  it('creates a product (group 1 by default) seen at once in the list, updates and removes it', async () => {
    const [category] = await categories(2);
    const code = `GW-${suffix()}`;
    const created = (
      await gql(
        gateway,
        CREATE,
        { input: { code: ` ${code} `, name: 'Gateway phone', brandId: 2, categoryId: category!.id } },
        admin,
      )
    ).body.data?.createProduct as ProductRow;
    expect(created).toMatchObject({
      code,
      name: 'Gateway phone',
      shortName: '',
      groupId: 1,
      active: true,
      brand: { id: 2 },
      category: { id: category!.id, name: category!.name },
    });
    expect((await products({ filter: { search: code } })).items.map((item) => item.id)).toEqual([created.id]);
    const updated = (
      await gql(
        gateway,
        UPDATE,
        {
          id: created.id,
          version: created.version,
          input: { code, name: 'Gateway phone 2', brandId: 2, categoryId: category!.id, active: false },
        },
        admin,
      )
    ).body.data?.updateProduct;
    expect(updated).toEqual({ id: created.id, name: 'Gateway phone 2', active: false });
    expect((await products({ filter: { search: code, active: false } })).total).toBe(1);
    expect((await gql(gateway, REMOVE, { id: created.id }, admin)).body.data?.removeProduct).toBe(created.id);
    expect((await products({ filter: { search: code } })).total).toBe(0);
  });

  it('refuses every invalid field at once, before any upstream call', async () => {
    const [category] = await categories(1);
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(
        gateway,
        CREATE,
        { input: { code: 'has space', name: ' ', shortName: 'x'.repeat(51), brandId: 2, categoryId: category!.id } },
        admin,
      );
      const error = answer.body.errors?.[0];
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((error?.extensions?.fields as { field: string }[]).map((problem) => problem.field)).toEqual([
        'code',
        'name',
        'shortName',
        'categoryId',
      ]);
      const unknown = await gql(
        gateway,
        CREATE,
        { input: { code: 'OK-1', name: 'x', brandId: 999999, categoryId: 999999 } },
        admin,
      );
      expect(
        (unknown.body.errors?.[0]?.extensions?.fields as { field: string }[]).map((problem) => problem.field),
      ).toEqual(['brandId', 'categoryId']);
      expect(counter.calls.filter((call) => call === 'ProductAdd')).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('refuses a duplicate model code with CONFLICT, and keeps a category products refer to', async () => {
    const [existing] = (await products({ filter: { brandId: 1 }, limit: 1 })).items;
    const duplicate = await gql(
      gateway,
      CREATE,
      { input: { code: existing!.code.toLowerCase(), name: 'Copy', brandId: 1, categoryId: existing!.category!.id } },
      admin,
    );
    expect(duplicate.body.errors?.[0]).toMatchObject({
      message: `ProductModelCode ${existing!.code.toLowerCase()} already exists`,
      extensions: { code: 'CONFLICT' },
    });
    const before = await products({ filter: { categoryId: existing!.category!.id }, limit: 2000 });
    const refused = await gql(gateway, REMOVE_CATEGORY, { id: existing!.category!.id }, admin);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: `Product category ${existing!.category!.id} is still used: deactivate it instead of removing it`,
      extensions: { code: 'CONFLICT' },
    });
    // Its products keep it (files running beside this one may add products of their own to it meanwhile).
    const after = await products({ filter: { categoryId: existing!.category!.id }, limit: 2000 });
    expect(after.items).toEqual(expect.arrayContaining(before.items));
  });

  it('creates and removes a category, the cached list following each change', async () => {
    // The description's category has no brand to write: on bases that serve only it, a category has none.
    const brand = inject('servicesStrict') ? undefined : 4;
    await categories(brand);
    const name = `Wearables ${suffix()}`;
    if (brand === undefined) {
      const refused = await gql(gateway, CREATE_CATEGORY, { input: { name, brandId: 4 } }, admin);
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'brandId' });
    }
    const created = (await gql(gateway, CREATE_CATEGORY, { input: { name, brandId: brand } }, admin)).body.data
      ?.createProductCategory as CategoryRow;
    expect(created).toMatchObject({ name, active: true, ...(brand ? { brand: { id: brand } } : {}) });
    expect((await categories(brand)).map((category) => category.id)).toContain(created.id);
    expect(
      (await gql(gateway, CREATE_CATEGORY, { input: { name: name.toUpperCase(), brandId: brand } }, admin)).body
        .errors?.[0]?.extensions?.code,
    ).toBe('CONFLICT');
    expect((await gql(gateway, REMOVE_CATEGORY, { id: created.id }, admin)).body.data?.removeProductCategory).toBe(
      created.id,
    );
    expect((await categories(brand)).map((category) => category.id)).not.toContain(created.id);
  });

  it('keeps the promoter out of both lists', async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    expect((await gql(gateway, PRODUCTS, {}, promoter)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(gateway, CATEGORIES, {}, promoter)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
