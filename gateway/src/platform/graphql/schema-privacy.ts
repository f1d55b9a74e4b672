// Who may learn the schema: introspection (__schema, __type) only for signed-in members, and the
// "Did you mean" hints of graphql-js only for a caller who could introspect anyway, so an anonymous
// caller (or anyone, with GRAPHQL_INTROSPECTION off) cannot spell the schema out of error messages.
import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, visit } from 'graphql';
import type { Context } from './context.js';

/** A hint such as ` Did you mean "regions"?` or ` Did you mean the enum value "NAME"?` (names hold no `?`). */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/** Whether the document selects __schema or __type anywhere (fragments included; __typename is fine). */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(field) {
      if (field.name.value === '__schema' || field.name.value === '__type') found = true;
    },
  });
  return found;
}

const signInToIntrospect = () =>
  new GraphQLError('Sign in to read the schema', {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });

/**
 * Apollo plugin: refuses introspection to a caller without a session (with introspection off,
 * Apollo's own validation rule refuses it to everyone), and strips suggestions from every error of a
 * request whose caller may not introspect: validation errors and variable coercion errors alike.
 */
export function schemaPrivacyPlugin(introspection: boolean): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      const mayIntrospect = introspection && contextValue.session !== undefined;
      return {
        async didResolveOperation({ document }) {
          if (contextValue.session === undefined && asksForSchema(document)) throw signInToIntrospect();
        },
        async didEncounterErrors({ errors }) {
          if (mayIntrospect) return;
          for (const error of errors) error.message = withoutSuggestions(error.message);
        },
      };
    },
  };
}
