// Retries a call the gateway shed under load (503 OVERLOADED: refused before any work, so a mutation
// is as safe to resend as a query) after the Retry-After it names; anything else fails at once.
import { ServerError } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { failureBody } from '../components/graphql-errors';

/** Tries after the first; the gateway asks for 2 s, so a member waits at most about 8 s before the message. */
const RETRIES = 3;
const LONGEST_WAIT_MS = 5_000;

const isShed = (error: unknown) =>
  ServerError.is(error) && error.statusCode === 503 && failureBody(error)?.code === 'OVERLOADED';

function retryAfterMs(error: unknown): number {
  const seconds = ServerError.is(error) ? Number(error.response.headers.get('retry-after')) : Number.NaN;
  const wait = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
  // A little spread so that members shed together do not come back together.
  return Math.min(wait, LONGEST_WAIT_MS) + Math.random() * 250;
}

export const busyRetryLink = () =>
  new RetryLink({
    attempts: (attempt, _operation, error) => attempt <= RETRIES && isShed(error),
    delay: (_attempt, _operation, error) => retryAfterMs(error),
  });
