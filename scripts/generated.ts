// The generated files the repository commits, produced in memory: the REST contract's types
// (openapi-typescript), its input limits (scripts/limits.ts) and the client's typed documents (GraphQL Code
// Generator).
// `tsx scripts/generated.ts write` writes them; `tsx scripts/generated.ts check` fails when any is stale.
// schema.graphql is emitted by the gateway and checked by a gateway unit test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import openapiTS, { astToString } from 'openapi-typescript';
import { limitsModule } from './limits.js';

const root = fileURLToPath(new URL('..', import.meta.url));

interface GeneratedFile {
  path: string;
  content: string;
}

const header = '// Generated from contract/openapi.yaml by `npm run contract:types`. Do not edit.\n\n';

async function contractTypes(): Promise<GeneratedFile[]> {
  const ast = await openapiTS(new URL('../contract/openapi.yaml', import.meta.url));
  const limits = limitsModule(new URL('../contract/openapi.yaml', import.meta.url));
  return [
    { path: 'gateway/src/platform/upstream/contract.gen.ts', content: header + astToString(ast) },
    { path: 'gateway/src/platform/upstream/limits.gen.ts', content: limits },
    { path: 'web/src/gql/limits.gen.ts', content: limits },
  ];
}

async function clientDocuments(): Promise<GeneratedFile[]> {
  process.chdir(root);
  const { default: codegenConfig } = await import('../codegen.js');
  const outputs = await generate({ ...codegenConfig, silent: true }, false);
  return (outputs as { filename: string; content: string }[]).map((output) => ({
    path: output.filename.replace(`${root}`, ''),
    content: output.content,
  }));
}

const targets = { contract: contractTypes, client: clientDocuments } as const;

async function main() {
  const [command = 'check', only] = process.argv.slice(2);
  const selected = only && only in targets ? [targets[only as keyof typeof targets]] : Object.values(targets);
  const files = (await Promise.all(selected.map((make) => make()))).flat();
  if (command === 'write') {
    for (const file of files) {
      const path = join(root, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.content);
    }
    console.log(`Wrote ${files.map((file) => file.path).join(', ')}`);
    return;
  }
  const stale = files.filter((file) => {
    const path = join(root, file.path);
    return !existsSync(path) || readFileSync(path, 'utf8') !== file.content;
  });
  if (stale.length > 0) {
    console.error(
      `Stale generated files (run "npm run generate" and commit):\n  ${stale.map((file) => file.path).join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`Generated files are fresh (${files.length}).`);
}

await main();
