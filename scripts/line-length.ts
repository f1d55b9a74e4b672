// No hand-written TypeScript line over 120 characters. Biome's formatter keeps code within 120 but
// leaves long strings, templates and comments as written, so this check covers what it cannot.
// `tsx scripts/line-length.ts` fails listing each long line (no file is exempt).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIMIT = 120;
const root = fileURLToPath(new URL('..', import.meta.url));
const generated = /(\.gen\.ts$|^web\/src\/gql\/)/;

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !generated.test(file) && existsSync(`${root}${file}`));

const failures = files.flatMap((file) =>
  readFileSync(`${root}${file}`, 'utf8')
    .split('\n')
    .flatMap((line, index) => ([...line].length > LIMIT ? [`${file}:${index + 1} (${[...line].length})`] : [])),
);
if (failures.length) {
  console.error(`Lines over ${LIMIT} characters:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`No line over ${LIMIT} characters.`);
