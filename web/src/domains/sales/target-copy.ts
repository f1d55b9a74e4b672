// "Copy from last month" in parts: the gateway writes at most one request's allowance of targets per call and says
// how many remain (inParts); the copy is asked again until none remain, each call going on where the last stopped
// (what the month has is kept). Progress is told after each part; the totals are what the copy wrote in all.

/** One call's answer (copyMonthlyTargets with inParts). */
export interface CopiedPart {
  copied: number;
  failed: number;
  kept: number;
  skipped: number;
  remaining: number;
}

/** What the whole copy did: targets written, refused or not reached, and whether it stopped with some remaining. */
export interface CopiedInParts {
  copied: number;
  failed: number;
  remaining: number;
  parts: number;
}

/**
 * Calls `part` until nothing remains, telling `progress` the targets written so far after each part. Stops with what
 * remains when a part writes nothing (each would then only repeat the refusals), so a copy never loops for ever.
 */
export async function copyInParts(
  part: () => Promise<CopiedPart>,
  progress: (copied: number) => void,
): Promise<CopiedInParts> {
  let copied = 0;
  let parts = 0;
  for (;;) {
    const answer = await part();
    parts += 1;
    copied += answer.copied;
    if (answer.remaining === 0 || answer.copied === 0)
      return { copied, failed: answer.failed, remaining: answer.remaining, parts };
    progress(copied);
  }
}
