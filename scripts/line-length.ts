// No hand-written TypeScript line over 120 characters. Biome's formatter keeps code within 120 but
// leaves long strings, templates and comments as written, so this check covers what it cannot.
// SQL is exempt: a query in a template literal (its text opens with a statement keyword) is laid out by clause,
// and cutting a clause at 120 columns would break it mid-expression.
// `tsx scripts/line-length.ts` fails listing each long line.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const LIMIT = 120;
const root = fileURLToPath(new URL('..', import.meta.url));
const generated = /(\.gen\.ts$|^web\/src\/gql\/)/;
const SQL_STATEMENT = /^\s*(select|insert|update|delete|with|create|alter|drop|truncate|copy)\b/i;

/** The 0-based lines that belong to SQL template literals of a source file. */
function sqlLines(file: string, text: string): Set<number> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const head = ts.isTemplateExpression(node) ? node.head.text : node.text;
      if (SQL_STATEMENT.test(head)) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        for (let line = first; line <= last; line += 1) lines.add(line);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !generated.test(file) && existsSync(`${root}${file}`));

const failures = files.flatMap((file) => {
  const text = readFileSync(`${root}${file}`, 'utf8');
  const lines = text.split('\n');
  if (!lines.some((line) => [...line].length > LIMIT)) return [];
  const sql = sqlLines(file, text);
  return lines.flatMap((line, index) =>
    [...line].length > LIMIT && !sql.has(index) ? [`${file}:${index + 1} (${[...line].length})`] : [],
  );
});
if (failures.length) {
  console.error(`Lines over ${LIMIT} characters:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`No line over ${LIMIT} characters outside SQL.`);
