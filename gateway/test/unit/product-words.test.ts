// The repository speaks of the product: no work-item numbers, review names or work periods in code, tests,
// migrations or docs (history is the CHANGELOG's). Reads every tracked text file but the CHANGELOG and lockfile.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const TEXT = /\.(ts|tsx|js|mjs|sql|md|json|yaml|yml|html|css|sh)$/;
// Spelled in parts so this file does not match itself.
const HISTORY = new RegExp(['\\bissue', '[ -]?#?\\d+\\b|\\bred', '[ -]team\\b|\\bsession', ' \\d+\\b'].join(''), 'i');
const KEPT_HISTORY = new Set(['CHANGELOG.md', 'package-lock.json']);

describe('the repository', () => {
  it('names no work items, reviews or work periods outside the CHANGELOG', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => TEXT.test(file) && !KEPT_HISTORY.has(file));
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(new URL(file, root), 'utf8');
      } catch {
        continue;
      }
      text.split('\n').forEach((line, at) => {
        if (HISTORY.test(line)) found.push(`${file}:${at + 1}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(found).toEqual([]);
  });
});
