// Reads what a failed GraphQL call says: its first message and code, and the fields it names. A
// refusal with a non-2xx status (503 OVERLOADED, 429 RATE_LIMITED) arrives as a ServerError whose
// body still carries the gateway's GraphQL-shaped errors: its words are shown, not a guess.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

export interface CallFailure {
  message: string;
  code?: string;
  fields: { field: string; message: string }[];
}

/** The first error of a refused call's body, when the body is the gateway's `{ errors: [...] }`. */
export function failureBody(error: ServerError): { message: string; code?: string } | undefined {
  try {
    const first = (JSON.parse(error.bodyText) as { errors?: { message?: unknown; extensions?: { code?: unknown } }[] })
      .errors?.[0];
    if (typeof first?.message !== 'string') return undefined;
    return {
      message: first.message,
      code: typeof first.extensions?.code === 'string' ? first.extensions.code : undefined,
    };
  } catch {
    return undefined;
  }
}

export function describeFailure(error: unknown, fallback: string): CallFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const fields = Array.isArray(first?.extensions?.fields) ? (first.extensions.fields as CallFailure['fields']) : [];
    return { message: first?.message ?? fallback, code: first?.extensions?.code as string | undefined, fields };
  }
  const refused = ServerError.is(error) ? failureBody(error) : undefined;
  if (refused) return { ...refused, fields: [] };
  return { message: fallback, fields: [] };
}
