// Insider suite, two editors at once: two creates of one name that differ only by width (NFKC), case
// or an invisible character, sent concurrently through the gateway: exactly one is created, the
// other is refused as a duplicate, and one record is listed (the services' unique name_key index).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

let gateway: TestGateway;
let admin: string;
let manager: string;
const hex = () => Math.random().toString(16).slice(2, 8);
/** 'abc' in fullwidth letters: NFKC makes them ASCII again. */
const fullwidth = (text: string) =>
  text.replace(/[A-Za-z0-9]/g, (char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0));

beforeAll(async () => {
  gateway = await createGateway(gatewayConfig());
  [admin, manager] = await Promise.all([signIn(gateway, DEMO.admin), signIn(gateway, DEMO.manager)]);
});
afterAll(() => gateway?.close());

/** Two spellings of one name; logins allow only letters, digits, '.', '_' and '-': they differ by case. */
const names = (tag: string) => [`${fullwidth('New')} Race ${tag}`, `new race ${tag}\u200b`];

interface Kind {
  kind: string;
  create: string;
  input: (name: string) => Record<string, unknown>;
  list: string;
  spellings?: (tag: string) => string[];
}

const kinds: Kind[] = [
  {
    kind: 'brand',
    create: 'mutation ($input: BrandInput!) { saved: createBrand(input: $input) { id name } }',
    input: (name: string) => ({ name }),
    list: '{ items: brands { id name } }',
  },
  {
    kind: 'category',
    create: 'mutation ($input: ProductCategoryInput!) { saved: createProductCategory(input: $input) { id name } }',
    input: (name: string) => ({ name, brandId: 2 }),
    list: '{ items: productCategories(brandId: 2) { id name } }',
  },
  {
    kind: 'team member login',
    create: 'mutation ($input: TeamMemberInput!) { saved: createTeamMember(input: $input) { id name: login } }',
    input: (login: string) => ({
      login,
      name: 'Name Race',
      email: `race.${hex()}@example.com`,
      mobile: '+8801711999999',
      teamTypeId: 4,
      regionId: 2,
    }),
    list: '{ teamMembers(limit: 1000) { items { id name: login } } }',
    spellings: (tag: string) => [`New.Race.${tag}`, `new.race.${tag}`],
  },
];

describe.each(kinds)('two editors create one $kind name at once', (kind) => {
  it('exactly one of the two spellings is created, the other is refused', async () => {
    const tag = hex();
    const spellings = (kind.spellings ?? names)(tag);
    const answers = await Promise.all([
      gql(gateway, kind.create, { input: kind.input(spellings[0]!) }, admin),
      gql(gateway, kind.create, { input: kind.input(spellings[1]!) }, manager),
    ]);
    const won = answers.filter((answer) => !answer.body.errors);
    const lost = answers.filter((answer) => answer.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.body.errors![0]!.extensions?.code).toBe('CONFLICT');
    const data = (await gql(gateway, kind.list, {}, admin)).body.data;
    const listed = (data?.items ?? (data?.teamMembers as { items: unknown }).items) as { name: string }[];
    const key = (name: string) =>
      name
        .normalize('NFKC')
        .replace(/\u200b/g, '')
        .trim()
        .toLowerCase();
    expect(listed.filter((item) => key(item.name) === key(spellings[1]!))).toHaveLength(1);
  });
});
