// A document's constant is named after its operation ("operation names match their constants"), so a
// name seen in the gateway's metrics, logs or a test's interception leads straight to the code that sends it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientSources } from './client-sources';

describe('GraphQL documents', () => {
  it('are held in constants named after their operation (Name, NameQuery or NameMutation)', () => {
    const documents = clientSources().flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/const (\w+) = graphql\(`\s*(query|mutation) (\w+)/g)].map(
        ([, constant, , operation]) => ({ constant, operation }),
      ),
    );
    expect(documents.length).toBeGreaterThan(80);
    const astray = documents.filter(
      ({ constant, operation }) => ![operation, `${operation}Query`, `${operation}Mutation`].includes(constant ?? ''),
    );
    expect(astray).toEqual([]);
  });
});
