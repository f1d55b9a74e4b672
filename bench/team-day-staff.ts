// The staff of the team's day at work: N members for a while on one side (through the gateways, or the old client's
// direct calls), each landing on their first screen, then opening their role's screens a seeded think time apart;
// then the steps up with each side's knee, or the soak with the gateways' memory growth.
import { type Member, recordInto, type Sample } from './team-day-client.js';
import type { GatewayMemory } from './team-day-memory.js';
import {
  log,
  P95_LIMIT_MS,
  SEED,
  SIDES,
  type Side,
  SOAK_MINUTES,
  SOAK_STAFF,
  STEP_SECONDS,
  STEPS,
  sleep,
  THINK_MS,
} from './team-day-options.js';
import {
  findKnee,
  growth,
  type Knee,
  pick,
  roleMix,
  type StepResult,
  seededRandom,
  summarise,
  thinkTimeMs,
} from './team-day-plan.js';
import { ROLE_SCREENS, SCREENS } from './team-day-screens.js';
import type { Topology } from './team-day-topology.js';

/** A step: the first `staff` members for `seconds` on one side; what they were answered, when measured. */
async function runStaff(
  members: Member[],
  side: Side,
  staff: number,
  seconds: number,
  measured = true,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  recordInto(measured ? samples : undefined);
  const until = Date.now() + seconds * 1000;
  const team = members.slice(0, staff);
  for (const member of team) member.cached.clear();
  await Promise.all(
    team.map(async (member) => {
      const random = seededRandom(SEED * 100_003 + member.position * 7919 + staff);
      // Staff arrive spread over the first think time, and land on their first screen.
      await sleep(thinkTimeMs(random, 0, THINK_MS[1]));
      let screen: keyof typeof SCREENS = 'landing';
      while (Date.now() < until) {
        await SCREENS[screen]![side](member, random);
        if (screen === 'landing') await SCREENS.dashboard![side](member, random);
        await sleep(Math.min(thinkTimeMs(random, ...THINK_MS), Math.max(0, until - Date.now())));
        screen = pick(random, ROLE_SCREENS[member.role]);
      }
    }),
  );
  recordInto(undefined);
  return samples;
}

export interface SideStep extends StepResult {
  side: Side;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  /** Answers the gateway shed at least once and gave when asked again, as the web asks. */
  shedThenAnswered: number;
}
function stepOf(side: Side, staff: number, seconds: number, samples: Sample[]): SideStep {
  const byName = new Map<string, Sample[]>();
  for (const sample of samples) byName.set(sample.name, [...(byName.get(sample.name) ?? []), sample]);
  const operations = Object.fromEntries(
    [...byName.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, list]) => [
        name,
        summarise(
          list.filter((s) => s.ok).map((s) => s.ms),
          list.filter((s) => !s.ok).length,
        ),
      ]),
  );
  const errors = samples.filter((s) => !s.ok).length;
  return {
    side,
    staff,
    seconds,
    requests: samples.length,
    requestsPerSecond: Math.round((samples.length / seconds) * 10) / 10,
    errors,
    shedThenAnswered: samples.filter((s) => s.ok && s.shed).length,
    operations,
  };
}

/** One staff count held for minutes: its gateways' resident memory after a minute's warm-up, and its growth. */
export interface Soak {
  staff: number;
  minutes: number;
  rssMB: number[][];
  growthPercent: number[];
}

/** The day's steps, with each side's knee; or, with --soak, the one held staff count. */
export interface Day {
  steps: SideStep[];
  knees: Partial<Record<Side, Knee>>;
  soak: Soak | undefined;
}

/** The staff's day on `members`, as the options say: the soak, or the steps up on each side. */
export async function runDay(members: Member[], topology: Topology, memory: GatewayMemory): Promise<Day> {
  const steps: SideStep[] = [];
  const knees: Partial<Record<Side, Knee>> = {};
  let soak: Soak | undefined;

  if (SOAK_MINUTES > 0) {
    memory.phase = 'soak';
    log(`soak: ${SOAK_STAFF} staff through the gateways for ${SOAK_MINUTES} min`);
    const soakStart = memory.samples.length;
    const samples = await runStaff(members, 'gateway', SOAK_STAFF, SOAK_MINUTES * 60);
    steps.push(stepOf('gateway', SOAK_STAFF, SOAK_MINUTES * 60, samples));
    // A minute's warm-up is left out of the growth.
    const warm = memory.samples
      .slice(soakStart)
      .filter((m) => m.atSeconds - memory.samples[soakStart]!.atSeconds >= 60);
    const perGateway = topology.gatewayPorts.map((_, index) => warm.map((m) => m.rssMB[index]!));
    soak = {
      staff: SOAK_STAFF,
      minutes: SOAK_MINUTES,
      rssMB: perGateway,
      growthPercent: perGateway.map((series) => growth(series)),
    };
    log(`soak growth after warm-up: ${soak.growthPercent.map((g) => `${g}%`).join(', ')}`);
  } else {
    // The day has begun before the first step: the caches, the pools and the database warm, unmeasured.
    for (const side of SIDES) {
      memory.phase = `${side} warm-up`;
      log(`${side}: warm-up, ${STEPS[0]} staff for 15 s, unmeasured`);
      await runStaff(members, side, STEPS[0]!, 15, false);
    }
    const collapsed = new Set<Side>();
    for (const staff of STEPS) {
      for (const side of SIDES) {
        // A side that failed one answer in twenty is past carrying the load: its larger steps are left out.
        if (collapsed.has(side)) continue;
        memory.phase = `${side} ${staff}`;
        log(`${side}: ${staff} staff (${JSON.stringify(roleMix(staff))}) for ${STEP_SECONDS} s`);
        const step = stepOf(side, staff, STEP_SECONDS, await runStaff(members, side, staff, STEP_SECONDS));
        steps.push(step);
        const worst = Object.entries(step.operations).sort(([, a], [, b]) => b.p95 - a.p95)[0];
        log(
          `  ${step.requests} requests (${step.requestsPerSecond}/s), ${step.errors} errors, ` +
            `${step.shedThenAnswered} shed then answered; slowest p95: ` +
            `${worst ? `${worst[0]} ${worst[1].p95} ms` : 'none'}`,
        );
        if (step.errors > step.requests / 20) collapsed.add(side);
        await sleep(3000);
      }
    }
    for (const side of SIDES)
      knees[side] = findKnee(
        steps.filter((s) => s.side === side),
        P95_LIMIT_MS,
      );
  }
  return { steps, knees, soak };
}
