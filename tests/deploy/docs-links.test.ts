// The README, CONTRIBUTING and docs/ point at files and headings that exist: a page moved or a heading
// renamed fails here rather than in a reader's browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

const pages = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  'gateway/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchors for a page's headings (outside code blocks). */
function anchors(page: string): Set<string> {
  const slugger = new GithubSlugger();
  const text = readFileSync(join(root, page), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slugger.slug(match[1]!)));
}

/** Every relative `[text](target)` link of a page, code blocks aside. */
function links(page: string): string[] {
  const text = readFileSync(join(root, page), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((to) => !/^[a-z]+:/.test(to));
}

describe('documentation links', () => {
  it('the user guide and the configuration reference are linked from the README', () => {
    const readme = links('README.md');
    expect(readme).toContain('docs/user-guide.md');
    expect(readme).toContain('docs/configuration.md');
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken = links(page).filter((to) => {
      const [path = '', anchor] = to.split('#');
      const target = path === '' ? page : relative(root, join(root, dirname(page), path));
      if (!existsSync(join(root, target))) return true;
      return anchor !== undefined && target.endsWith('.md') && !anchors(target).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
