// What the sign-in page says after a refused sign-in. A wrong name or password comes as 'Login failed' with the
// tries left before the temporary lock and its length (the gateway's extensions): the page says both, never which
// of the two was wrong. Any other refusal (locked, busy, unreachable) reads as the server put it.

export type FailureExtensions = Readonly<Record<string, unknown>> | undefined;

const minutesOf = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export function signInFailureMessage(message: string, extensions: FailureExtensions): string {
  const triesLeft = extensions?.triesLeft;
  const lockSeconds = extensions?.lockSeconds;
  if (extensions?.reason !== 'WRONG_USERNAME_OR_PASSWORD' || typeof triesLeft !== 'number') return message;
  const lock = `locked for ${minutesOf(typeof lockSeconds === 'number' ? lockSeconds : 0)}`;
  const next =
    triesLeft > 0
      ? `${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before sign-in with this name is ${lock}.`
      : `Sign-in with this name is now ${lock}.`;
  return `The username or password is wrong. ${next}`;
}
