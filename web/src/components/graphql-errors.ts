// Reads what a failed GraphQL call says: its first message and code, and the fields it names.
import { CombinedGraphQLErrors } from '@apollo/client';

export interface CallFailure {
  message: string;
  code?: string;
  fields: { field: string; message: string }[];
}

export function describeFailure(error: unknown, fallback: string): CallFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const fields = Array.isArray(first?.extensions?.fields) ? (first.extensions.fields as CallFailure['fields']) : [];
    return { message: first?.message ?? fallback, code: first?.extensions?.code as string | undefined, fields };
  }
  return { message: fallback, fields: [] };
}
