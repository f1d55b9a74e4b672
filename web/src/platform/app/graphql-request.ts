// One GraphQL request without Apollo, for the sign-in page (src/signin): it shows without Apollo's chunk (the
// JavaScript budget), and a sign-in needs no cache. Errors read as Apollo's do: the messages, one a line.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

interface Answer<R> {
  data?: R | null;
  errors?: { message?: string }[];
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
    throw new Error(answer.errors.map((e) => e.message || 'Error message not found.').join('\n'));
  if (!response.ok || !answer.data) throw new Error(`The server answered ${response.status}`);
  return answer.data;
}
