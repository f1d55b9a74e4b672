// GraphQL Code Generator: typed documents for the web client from schema.graphql (emitted by the gateway).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // LocalDate (graphql-scalars) travels as its YYYY-MM-DD text, DateTime as its ISO 8601 text in UTC.
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: false,
        scalars: { LocalDate: 'string', DateTime: 'string' },
      },
    },
  },
};

export default config;
