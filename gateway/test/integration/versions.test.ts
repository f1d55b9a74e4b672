// Lost updates, through GraphQL against the real services: two editors save one record from the
// same version at once; exactly one save wins, the other gets CONFLICT with the record as it is now
// and who changed it. For each master record: store, brand, category, product, member.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, type GraphQLAnswer, gatewayConfig, gql, signIn, storeInput, type TestGateway } from './support.js';

const strict = inject('servicesStrict');

const hex = () => randomBytes(4).toString('hex');
type Saved = { id: number; version: string; name: string };

interface Kind {
  kind: string;
  create: string;
  update: string;
  list: string;
  /** The create input; `name` is the field both editors change. */
  input(): Promise<{ [field: string]: unknown }>;
  /** The record as a list shows it now. */
  find(answer: GraphQLAnswer, id: number): Saved | undefined;
}

const items = (answer: GraphQLAnswer, field: string) =>
  (answer.body.data?.[field] as { items?: Saved[] } | Saved[] | undefined) ?? [];
const fromList = (field: string) => (answer: GraphQLAnswer, id: number) => {
  const list = items(answer, field);
  return (Array.isArray(list) ? list : (list.items ?? [])).find((record) => record.id === id);
};

let gateway: TestGateway;
let admin: string;
let manager: string;

const kinds: Kind[] = [
  {
    kind: 'store',
    create: 'createStore(input: $input)',
    update: 'updateStore(id: $id, version: $version, input: $input)',
    list: 'stores(limit: 2000) { items { id version name } }',
    input: async () => storeInput('Two Editors Mart', `V${hex().toUpperCase()}`),
    find: fromList('stores'),
  },
  {
    kind: 'brand',
    create: 'createBrand(input: $input)',
    update: 'updateBrand(id: $id, version: $version, input: $input)',
    list: 'brands { id version name }',
    input: async () => ({ name: `Two Editors ${hex()}` }),
    find: fromList('brands'),
  },
  {
    kind: 'category',
    create: 'createProductCategory(input: $input)',
    update: 'updateProductCategory(id: $id, version: $version, input: $input)',
    // The description's category has no brand to write: on bases that serve only it, a category has none.
    list: strict ? 'productCategories { id version name }' : 'productCategories(brandId: 2) { id version name }',
    input: async () => ({ name: `Two Editors ${hex()}`, ...(strict ? {} : { brandId: 2 }) }),
    find: fromList('productCategories'),
  },
  {
    kind: 'product',
    create: 'createProduct(input: $input)',
    update: 'updateProduct(id: $id, version: $version, input: $input)',
    list: 'products(limit: 2000) { items { id version name } }',
    async input() {
      const categories = await gql(gateway, '{ productCategories(brandId: 3) { id } }', {}, admin);
      const [category] = categories.body.data?.productCategories as { id: number }[];
      return { code: `TE-${hex()}`, name: 'Two Editors Phone', brandId: 3, categoryId: category?.id };
    },
    find: fromList('products'),
  },
  {
    kind: 'member',
    create: 'createTeamMember(input: $input)',
    update: 'updateTeamMember(id: $id, version: $version, input: $input)',
    list: 'teamMembers(limit: 1000) { items { id version name } }',
    input: async () => {
      const login = `te.${hex()}`;
      return {
        login,
        name: 'Two Editors',
        email: `${login}@example.com`,
        mobile: '+8801711999999',
        teamTypeId: 4,
        regionId: 2,
      };
    },
    find: fromList('teamMembers'),
  },
];

const inputType: { [kind: string]: string } = {
  store: 'StoreInput',
  brand: 'BrandInput',
  category: 'ProductCategoryInput',
  product: 'ProductInput',
  member: 'TeamMemberInput',
};

beforeAll(async () => {
  gateway = await createGateway(gatewayConfig());
  [admin, manager] = await Promise.all([signIn(gateway, DEMO.admin), signIn(gateway, DEMO.manager)]);
});
afterAll(() => gateway?.close());

describe.each(kinds)('two editors of one $kind', (kind) => {
  it('from the same version: exactly one save wins, the other gets CONFLICT with the current record', async () => {
    const input = await kind.input();
    const type = inputType[kind.kind];
    const created = await gql(
      gateway,
      `mutation Create($input: ${type}!) { saved: ${kind.create} { id version name } }`,
      { input },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const record = created.body.data?.saved as Saved;
    expect(record.version).toMatch(/^\w+$/);
    expect(kind.find(await gql(gateway, `{ ${kind.list} }`, {}, admin), record.id)?.version).toBe(record.version);

    const update = `mutation Update($id: Int!, $version: String!, $input: ${type}!) { saved: ${kind.update} { id
      version name } }`;
    const names = { admin: `Admin's ${hex()}`, manager: `Manager's ${hex()}` };
    const [byAdmin, byManager] = await Promise.all([
      gql(gateway, update, { id: record.id, version: record.version, input: { ...input, name: names.admin } }, admin),
      gql(
        gateway,
        update,
        { id: record.id, version: record.version, input: { ...input, name: names.manager } },
        manager,
      ),
    ]);
    const answers = [byAdmin, byManager];
    const won = answers.filter((answer) => !answer.body.errors);
    const lost = answers.filter((answer) => answer.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0]!.body.data?.saved as Saved;
    expect(winner.version).not.toBe(record.version);
    const error = lost[0]!.body.errors![0]!;
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.extensions?.current).toMatchObject({ id: record.id, name: winner.name, version: winner.version });
    // The demo administrator is Farhana Rahman, the manager Tanvir Hossain.
    expect(error.extensions?.changedBy).toBe(winner.name === names.admin ? 'Farhana Rahman' : 'Tanvir Hossain');
    expect(error.message).toContain(String(error.extensions?.changedBy));
    expect(lost[0]!.body.data?.saved ?? null).toBeNull();
    expect(kind.find(await gql(gateway, `{ ${kind.list} }`, {}, admin), record.id)).toEqual(winner);

    // Overwrite: saving again with the current version applies the loser's change.
    const loserName = winner.name === names.admin ? names.manager : names.admin;
    const overwrite = await gql(
      gateway,
      update,
      { id: record.id, version: winner.version, input: { ...input, name: loserName } },
      admin,
    );
    expect(overwrite.body.errors).toBeUndefined();
    expect(overwrite.body.data?.saved).toMatchObject({ id: record.id, name: loserName });
  });
});

describe('the version argument', () => {
  it('is required and checked before any upstream call', async () => {
    const missing = await gql(gateway, 'mutation { updateBrand(id: 1, input: { name: "x" }) { id } }', {}, admin);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const hostile = await gql(
      gateway,
      'mutation { updateBrand(id: 1, version: "x\' or 1=1", input: { name: "x" }) { id } }',
      {},
      admin,
    );
    expect(hostile.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'version' });
  });
});

/** The real services seen as a base that keeps no versions (as the distributor's may): Version dropped both ways. */
async function unversionedBases(): Promise<{
  upstream: { main: string; settings: string; transfer: string; product: string };
  close(): Promise<void>;
}> {
  const { createServer } = await import('node:http');
  const target = inject('servicesUrl');
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'Version')
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    url.searchParams.delete('Version');
    void fetch(`${target}${url.pathname}?${url.searchParams}`).then(async (answer) => {
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(strip(await answer.json())));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    upstream: {
      main: `${origin}/main`,
      settings: `${origin}/settings`,
      transfer: `${origin}/transfer`,
      product: `${origin}/product`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('against a base that keeps no versions', () => {
  it('derives the version from the fields, and still lets exactly one of two concurrent saves win', async () => {
    const bases = await unversionedBases();
    const plain = await createGateway(gatewayConfig({ upstream: bases.upstream }));
    try {
      const [first, second] = await Promise.all([signIn(plain, DEMO.admin), signIn(plain, DEMO.manager)]);
      const created = await gql(
        plain,
        'mutation ($name: String!) { createBrand(input: { name: $name }) { id version name } }',
        { name: `Unversioned ${hex()}` },
        first,
      );
      const brand = created.body.data?.createBrand as Saved;
      expect(brand.version).toMatch(/^g[0-9a-f]{32}$/);
      const update =
        'mutation ($id: Int!, $version: String!, $name: String!) ' +
        '{ updateBrand(id: $id, version: $version, input: { name: $name }) { id version name } }';
      const answers = await Promise.all(
        [first, second].map((cookie, index) =>
          gql(plain, update, { id: brand.id, version: brand.version, name: `${brand.name} ${index}` }, cookie),
        ),
      );
      const won = answers.filter((answer) => !answer.body.errors);
      const lost = answers.filter((answer) => answer.body.errors);
      expect(won).toHaveLength(1);
      expect(lost[0]?.body.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        current: { id: brand.id, name: (won[0]?.body.data?.updateBrand as Saved).name },
      });
    } finally {
      await plain.close();
      await bases.close();
    }
  });
});
