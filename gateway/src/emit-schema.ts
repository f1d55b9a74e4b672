// `npm run schema`: writes the emitted schema (with descriptions) to the repository's schema.graphql.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printGatewaySchema } from './print-schema.js';

const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
writeFileSync(target, await printGatewaySchema());
console.log(`Wrote ${target}`);
