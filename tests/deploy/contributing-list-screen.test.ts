// CONTRIBUTING's "Adding a list screen" walks a newcomer through the files a list touches. Read against the code,
// with the journeys domain (Store Visit) as the example: every file a step names exists there, the screens.json
// entry it shows has the fields a real screen has, the kits it names are the ones its example pages use (Store Visit
// a defineListScreen declaration with the keys the step names), and the count of files it gives is the count of
// files its steps name; the list its gateway step declares is declared so.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const contributing = read('CONTRIBUTING.md');
const section = contributing.slice(
  contributing.indexOf('## Adding a list screen with its endpoint'),
  contributing.indexOf('## Decisions'),
);
/** Each numbered step's text, from its number to the next. */
const steps = section
  .split(/\n(?=\d+\. )/)
  .filter((part) => /^\d+\. /.test(part))
  .map((part) => part.trim());
/** The file a step opens with: its first code span. */
const fileOf = (step: string) => step.match(/^\d+\. `([^`]+)`/)?.[1] ?? '';
const EXAMPLE_DOMAIN = 'journeys';

describe('CONTRIBUTING: adding a list screen', () => {
  it('names, at the head of each step, a file that exists for a real domain', () => {
    expect(steps.length).toBeGreaterThanOrEqual(5);
    for (const step of steps) {
      const file = fileOf(step).replaceAll('<domain>', EXAMPLE_DOMAIN);
      expect(file, step.slice(0, 60)).not.toBe('');
      if (file.includes('VisitLog')) {
        // The new screen's own files: their folder exists.
        expect(existsSync(join(root, file, '..')), file).toBe(true);
      } else {
        expect(existsSync(join(root, file)), file).toBe(true);
      }
    }
  });

  it('says the handlers are listed where the services list them', () => {
    expect(section).toContain('services/src/domains/index.ts');
    expect(read('services/src/domains/index.ts')).toContain(`./${EXAMPLE_DOMAIN}/${EXAMPLE_DOMAIN}.routes.js`);
  });

  it('shows a screens.json entry with the fields a real screen of the example has', () => {
    const shown = section.match(/"visitLog": (\{[^}]+\})/)?.[1];
    expect(shown).toBeDefined();
    const example = JSON.parse(shown!) as Record<string, string>;
    const screens = JSON.parse(read('contract/screens.json')) as { screens: Record<string, Record<string, unknown>> };
    const storeVisit = screens.screens.storeVisit!;
    expect(Object.keys(example).sort()).toEqual(Object.keys(storeVisit).sort());
    expect(example.section).toBe(storeVisit.section);
    expect(example.screen).toMatch(/^journeys\//);
  });

  it('names the kits its example pages use, the example a declaration of the list kit', () => {
    const step = steps.find((text) => fileOf(text).startsWith('web/'))!;
    const report = read('web/src/domains/journeys/StoreVisitPage.tsx');
    const master = read('web/src/domains/brands/BrandListPage.tsx');
    const kit = read('web/src/platform/components/define-list-screen.tsx');
    expect(step).toContain('journeys/StoreVisitPage.tsx');
    expect(step).toContain('brands/BrandListPage.tsx');
    // The example page is a declaration: defineListScreen with the keys the step names, and no wiring of its own.
    const keys = step.match(/defineListScreen\(\{ ([^}]+) \}\)/)?.[1]?.split(', ') ?? [];
    expect(keys.length).toBeGreaterThanOrEqual(6);
    expect(report).toMatch(/^export default defineListScreen\(\{$/m);
    for (const key of keys) expect(report, key).toMatch(new RegExp(`\\n  ${key}:`));
    for (const wiring of ['useQuery', 'useListState', '<ReportScreen', '<Pager', 'allPages']) {
      expect(report, wiring).not.toContain(wiring);
    }
    expect(kit).toMatch(/^export function defineListScreen</m);
    expect(step).toMatch(/`ReportScreen` for a list over a period/);
    expect(kit).toContain('<ReportScreen');
    expect(step).toMatch(/`ListScreen` for a master list/);
    expect(master).toContain('<ListScreen');
    // One frame: the report kit is the list kit with the report filter bar.
    expect(step).toMatch(/A `ReportScreen` is a `ListScreen` with the\s+report filter bar/);
    expect(read('web/src/platform/components/reports/report-screen.tsx')).toContain('<ListScreen');
    for (const declared of ['defineList', 'useListState']) {
      expect(step).toContain(declared);
      expect(kit).toContain(`${declared}(`);
      expect(master).toContain(`${declared}(`);
    }
    expect(step).toContain('graphql(');
    expect(report).toContain('graphql(');
  });

  it('declares the example list as its gateway step says, with the keys it names and no resolver of its own', () => {
    const step = steps.find((text) => fileOf(text).endsWith('.lists.ts'));
    expect(step).toBeDefined();
    const lists = read(`gateway/src/domains/${EXAMPLE_DOMAIN}/${EXAMPLE_DOMAIN}.lists.ts`);
    const keys = step!.match(/pagedReport\(\{ ([^}]+) \}\)/)?.[1]?.split(', ') ?? [];
    expect(keys.length).toBeGreaterThanOrEqual(8);
    expect(lists).toContain('pagedReport({');
    for (const key of keys) expect(lists, key).toMatch(new RegExp(`\\n  ${key}[:(]`));
    // The query is the factory's: no hand-written resolver method or upstream read of the example remains.
    const domain = join(root, 'gateway/src/domains', EXAMPLE_DOMAIN);
    const elsewhere = readdirSync(domain)
      .filter((name) => name !== `${EXAMPLE_DOMAIN}.lists.ts`)
      .map((name) => readFileSync(join(domain, name), 'utf8'))
      .join('\n');
    expect(elsewhere).not.toMatch(/async storeVisits\(|'StoreVisitReport', params, paging/);
  });

  it('counts the files its steps name', () => {
    const words = ['five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const said = section.match(/\n(\w+) files, the migration counted/)?.[1]?.toLowerCase();
    expect(said).toBeDefined();
    const files = new Set(steps.map(fileOf));
    // The services step writes a migration besides its routes.
    const migrations = steps.filter((step) => step.includes('services/migrations/NNN_')).length;
    expect(words.indexOf(said!) + 5).toBe(files.size + migrations);
  });
});
