// The product's Chakra system holds only the recipes of the components the client renders
// (web/src/platform/app/theme.ts). A component whose recipe is missing renders unstyled without an error, so this
// fails instead: every name the client imports from '@chakra-ui/react' is in the table below with the recipes it
// styles itself with (its own and those of the parts it renders, as a Checkbox's mark or a Button's spinner), the
// table agrees with Chakra's own sources and theme, and the system has those recipes and no others of Chakra's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { system } from '../src/platform/app/theme';
import { clientSources, SRC } from './client-sources';

interface Styled {
  recipes?: string[];
  slotRecipes?: string[];
}

/** Each name the client imports from '@chakra-ui/react', with the recipes and slot recipes it renders with. */
const STYLED_BY: Record<string, Styled> = {
  Alert: { slotRecipes: ['alert'] },
  Badge: { recipes: ['badge'] },
  Box: {},
  Breadcrumb: { slotRecipes: ['breadcrumb'] },
  Button: { recipes: ['button', 'spinner'] },
  Card: { slotRecipes: ['card'] },
  Center: {},
  ChakraProvider: {},
  Checkbox: { slotRecipes: ['checkbox'], recipes: ['checkmark'] },
  CloseButton: { recipes: ['button', 'spinner'] },
  Code: { recipes: ['code'] },
  Collapsible: { slotRecipes: ['collapsible'] },
  Combobox: { slotRecipes: ['combobox'] },
  DataList: { slotRecipes: ['dataList'] },
  Dialog: { slotRecipes: ['dialog'] },
  Drawer: { slotRecipes: ['drawer'] },
  EmptyState: { slotRecipes: ['emptyState'] },
  Field: { slotRecipes: ['field'], recipes: ['icon'] },
  Fieldset: { slotRecipes: ['fieldset'] },
  Flex: {},
  Grid: {},
  Group: {},
  HStack: {},
  Heading: { recipes: ['heading'] },
  Icon: { recipes: ['icon'] },
  IconButton: { recipes: ['button', 'spinner'] },
  Image: {},
  Input: { recipes: ['input'] },
  Link: { recipes: ['link'] },
  List: { slotRecipes: ['list'] },
  Menu: { slotRecipes: ['menu'] },
  NativeSelect: { slotRecipes: ['nativeSelect'] },
  Portal: {},
  Progress: { slotRecipes: ['progress'] },
  SimpleGrid: {},
  Skeleton: { recipes: ['skeleton'] },
  // Shares its id with SkipNavLink's module, so Chakra's sources reach that recipe from it.
  SkipNavContent: { recipes: ['skipNavLink'] },
  SkipNavLink: { recipes: ['skipNavLink'] },
  Spinner: { recipes: ['spinner'] },
  Stack: {},
  Stat: { slotRecipes: ['stat'] },
  Switch: { slotRecipes: ['switch'] },
  Table: { slotRecipes: ['table'] },
  Tabs: { slotRecipes: ['tabs'] },
  // Asks for a "text" recipe, which Chakra's theme does not have.
  Text: {},
  Toast: { slotRecipes: ['toast'] },
  Toaster: { slotRecipes: ['toast'] },
  Tooltip: { slotRecipes: ['tooltip'] },
  VStack: {},
  VisuallyHidden: {},
  chakra: {},
  createListCollection: {},
  createSystem: {},
  createToaster: {},
  defaultBaseConfig: {},
  defineConfig: {},
  // Reads a slot recipe of the system (the target grid's cells: the table's), styling nothing itself.
  useSlotRecipe: {},
};

/** Every value (not type) the client imports from '@chakra-ui/react', with the first file importing it. */
function clientImports(): Map<string, string> {
  const names = new Map<string, string>();
  for (const path of clientSources()) {
    for (const match of readFileSync(path, 'utf8').matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ') && !names.has(name)) names.set(name, relative(SRC, path));
      }
    }
  }
  return names;
}

/** Chakra's ESM build, found from the package's resolved entry. */
const CHAKRA_ESM = join(
  createRequire(import.meta.url)
    .resolve('@chakra-ui/react')
    .replace(/\/dist\/.*$/, ''),
  'dist/esm',
);

/** The module of Chakra's ESM entry that exports a name (a component or a namespace of parts). */
function chakraModule(name: string): string | undefined {
  const index = readFileSync(join(CHAKRA_ESM, 'index.js'), 'utf8');
  for (const match of index.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    const exported = match[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    );
    if (exported.includes(name)) return match[2]!.startsWith('.') ? resolve(CHAKRA_ESM, match[2]!) : undefined;
  }
  const namespace = new RegExp(`export \\{ ([\\w$]+) as ${name} \\}`).exec(index)?.[1];
  if (!namespace) return undefined;
  const escaped = namespace.replace('$', '\\$');
  const from = new RegExp(`import \\* as ${escaped} from '([^']+)'`).exec(index)?.[1];
  return from ? resolve(CHAKRA_ESM, from) : undefined;
}

/** The recipe keys a Chakra module asks the system for, through the component modules it imports. */
function recipesAskedFor(file: string, seen = new Set<string>()): Required<Styled> {
  const asked: Required<Styled> = { recipes: [], slotRecipes: [] };
  if (seen.has(file)) return asked;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:create|use)(Slot)?Recipe(?:Context)?\(\s*\{\s*key: "(\w+)"/g)) {
    (match[1] ? asked.slotRecipes : asked.recipes).push(match[2]!);
  }
  for (const match of source.matchAll(/from '(\.[^']+)'/g)) {
    const next = resolve(dirname(file), match[1]!);
    if (!next.includes('/components/')) continue;
    const more = recipesAskedFor(next, seen);
    asked.recipes.push(...more.recipes);
    asked.slotRecipes.push(...more.slotRecipes);
  }
  return asked;
}

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();
const chakraRecipes = Object.keys(defaultThemeConfig.theme?.recipes ?? {});
const chakraSlotRecipes = Object.keys(defaultThemeConfig.theme?.slotRecipes ?? {});

describe("the product's Chakra recipes", () => {
  const imported = clientImports();

  it('knows every name the client imports from Chakra', () => {
    const unknown = [...imported].filter(([name]) => !STYLED_BY[name]).map(([name, path]) => `${name} (${path})`);
    expect(unknown, 'add each to STYLED_BY with the recipes its Chakra source asks for').toEqual([]);
    expect(imported.size).toBeGreaterThan(20);
  });

  it("names recipes Chakra's theme has, as the component's source asks for them", () => {
    for (const [name, styled] of Object.entries(STYLED_BY)) {
      for (const key of styled.recipes ?? []) expect(chakraRecipes, `${name}: recipe ${key}`).toContain(key);
      for (const key of styled.slotRecipes ?? [])
        expect(chakraSlotRecipes, `${name}: slot recipe ${key}`).toContain(key);
      const module = chakraModule(name);
      const asked = module ? recipesAskedFor(module) : { recipes: [], slotRecipes: [] };
      expect(
        { recipes: sorted(styled.recipes ?? []), slotRecipes: sorted(styled.slotRecipes ?? []) },
        `${name} (${module ? relative(CHAKRA_ESM, module) : 'no component module'})`,
      ).toEqual({
        recipes: sorted(asked.recipes.filter((key) => chakraRecipes.includes(key))),
        slotRecipes: sorted(asked.slotRecipes.filter((key) => chakraSlotRecipes.includes(key))),
      });
    }
  });

  it("holds the recipes of every component the client imports, and none of Chakra's others", () => {
    const needed = [...imported.keys()].map((name) => ({ name, ...STYLED_BY[name] }));
    const missing = needed.flatMap(({ name, recipes = [], slotRecipes = [] }) => [
      ...recipes.filter((key) => system.getRecipe(key) === undefined).map((key) => `${name}: recipe ${key}`),
      ...slotRecipes.filter((key) => system.getSlotRecipe(key) === undefined).map((key) => `${name}: slot ${key}`),
    ]);
    expect(missing, 'add these to the system in web/src/platform/app/theme.ts').toEqual([]);
    const recipes = new Set(needed.flatMap((styled) => styled.recipes ?? []));
    const slotRecipes = new Set(needed.flatMap((styled) => styled.slotRecipes ?? []));
    const unused = [
      ...chakraRecipes.filter((key) => !recipes.has(key) && system.getRecipe(key) !== undefined),
      ...chakraSlotRecipes.filter((key) => !slotRecipes.has(key) && system.getSlotRecipe(key) !== undefined),
    ];
    expect(unused, 'no component the client imports renders with these').toEqual([]);
  });
});
