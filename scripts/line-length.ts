// No hand-written TypeScript line over 120 characters. Biome's formatter keeps code within 120 but
// leaves long strings, templates and comments as written, so this check covers what it cannot.
// `tsx scripts/line-length.ts` fails listing each long line; files still over the limit when the
// rule came in are named in scripts/line-length.baseline and may only get better.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIMIT = 120;
const root = fileURLToPath(new URL('..', import.meta.url));
const generated = /(\.gen\.ts$|^web\/src\/gql\/)/;
const baselinePath = `${root}scripts/line-length.baseline`;

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !generated.test(file) && existsSync(`${root}${file}`));

const baseline = new Map<string, number>(
  existsSync(baselinePath)
    ? readFileSync(baselinePath, 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'))
        .map((line) => {
          const [count, file] = line.trim().split(/\s+/);
          return [file!, Number(count)];
        })
    : [],
);

const failures: string[] = [];
for (const file of files) {
  const long = readFileSync(`${root}${file}`, 'utf8')
    .split('\n')
    .flatMap((line, index) => ([...line].length > LIMIT ? [`${file}:${index + 1} (${[...line].length})`] : []));
  if (long.length > (baseline.get(file) ?? 0)) failures.push(...long);
}
if (failures.length) {
  console.error(`Lines over ${LIMIT} characters:\n${failures.join('\n')}`);
  process.exit(1);
}
const left = [...baseline.values()].reduce((sum, count) => sum + count, 0);
console.log(`No new line over ${LIMIT} characters${left ? ` (${left} older ones listed in the baseline)` : ''}.`);
