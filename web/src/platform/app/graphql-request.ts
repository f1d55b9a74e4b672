// One GraphQL request without Apollo, for the sign-in page (src/signin): it shows without Apollo's chunk (the
// JavaScript budget), and a sign-in needs no cache. Errors read as Apollo's do: the messages, one a line.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

interface Answer<R> {
  data?: R | null;
  errors?: { message?: string; extensions?: Record<string, unknown> }[];
}

/** The errors' messages, one a line, and the first error's extensions (its code and what goes with it). */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly extensions: Readonly<Record<string, unknown>> | undefined,
  ) {
    super(message);
  }
}

export async function graphqlRequest<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const answer = (await response.json().catch(() => ({}))) as Answer<R>;
  if (answer.errors?.length)
    throw new GraphqlRequestError(
      answer.errors.map((e) => e.message || 'Error message not found.').join('\n'),
      answer.errors[0]?.extensions,
    );
  if (!response.ok || !answer.data) throw new Error(`The server answered ${response.status}`);
  return answer.data;
}
