// The results of the team's day: bench/results/team-day.json and team-day.md (the knees, each step's operations,
// both gateways' memory, the failed answers); a soak's: team-day-soak.json and .md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { failures } from './team-day-client.js';
import type { MemorySample } from './team-day-memory.js';
import {
  args,
  log,
  MAX_STAFF,
  P95_LIMIT_MS,
  SEED,
  SIDES,
  type Side,
  SOAK_MINUTES,
  SOAK_STAFF,
  STEP_SECONDS,
  STEPS,
  THINK_MS,
} from './team-day-options.js';
import { roleMix } from './team-day-plan.js';
import { ROLE_PAGES, ROLE_SCREENS, SCREENS } from './team-day-screens.js';
import type { Day } from './team-day-staff.js';
import type { Team } from './team-day-team.js';

/** What the day's results are made of; `started`: when the run began. */
interface Run {
  started: number;
  team: Team;
  day: Day;
  memory: MemorySample[];
  gatewayPorts: number[];
}

/** Writes bench/results/team-day.json and team-day.md. */
export function writeReport(run: Run) {
  const report = reportOf(run);
  const results = new URL('./results/', import.meta.url);
  mkdirSync(results, { recursive: true });
  // A soak beside the steps, not over them: each run of either kind keeps the other's latest figures.
  const name = SOAK_MINUTES > 0 ? 'team-day-soak' : 'team-day';
  writeFileSync(new URL(`${name}.json`, results), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(new URL(`${name}.md`, results), markdown(report));
  log(`written bench/results/${name}.json and ${name}.md in ${Math.round((Date.now() - run.started) / 1000)} s`);
}

type TeamDayReport = ReturnType<typeof reportOf>;

function reportOf(run: Run) {
  const { day, memory, gatewayPorts } = run;
  const { setupSeconds, setupRetries } = run.team;
  const { knees, steps, soak } = day;
  const machine = {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    ramGB: Math.round((totalmem() / 1073741824) * 10) / 10,
    node: process.version,
    shared: 'shared with other engineers running test suites during the run',
  };
  const rssOf = (index: number) => memory.map((m) => m.rssMB[index]!).filter((v) => v > 0);
  const memorySummary = gatewayPorts.map((_, index) => {
    const series = rssOf(index);
    return {
      gateway: index + 1,
      startMB: series[0] ?? 0,
      peakMB: Math.max(0, ...series),
      endMB: series.at(-1) ?? 0,
    };
  });
  const report = {
    date: new Date().toISOString(),
    machine,
    load: {
      mode: SOAK_MINUTES > 0 ? 'soak' : 'steps',
      steps: SOAK_MINUTES > 0 ? [SOAK_STAFF] : STEPS,
      stepSeconds: SOAK_MINUTES > 0 ? SOAK_MINUTES * 60 : STEP_SECONDS,
      thinkTimeMs: THINK_MS,
      seed: SEED,
      sides: SIDES,
      p95LimitMs: P95_LIMIT_MS,
      roleMix: Object.fromEntries((SOAK_MINUTES > 0 ? [SOAK_STAFF] : STEPS).map((n) => [n, roleMix(n)])),
      rolePages: ROLE_PAGES,
      roleScreens: Object.fromEntries(
        Object.entries(ROLE_SCREENS).map(([role, screens]) => [
          role,
          screens.map(([screen, weight]) => `${SCREENS[screen]!.name} ×${weight}`),
        ]),
      ),
      topology:
        'loopback: PostgreSQL (throwaway cluster) ← services (NODE_ENV=production) ' +
        '← 2 gateways (compose.yaml settings, ' +
        'REDIS_URL shared, TRUST_PROXY=1, limits at their defaults, LOG=off) ' +
        '← HAProxy (deploy/haproxy.cfg, round robin) ' +
        '← the simulated staff, each from an address of its own (127.0.x.y), 6 connections each; direct: the same ' +
        'staff calling the services themselves',
      setupSeconds,
      setupRetries,
    },
    knees,
    steps,
    memory: { summary: memorySummary, samples: memory },
    soak,
    failures: Object.fromEntries([...failures.entries()].sort(([, a], [, b]) => b - a).slice(0, 30)),
  };
  return report;
}

function markdown(report: TeamDayReport): string {
  const { machine, knees, soak, steps } = report;
  const { setupSeconds, setupRetries } = report.load;
  const memorySummary = report.memory.summary;
  const lines: string[] = [
    '# A day of a whole team',
    '',
    `Run ${report.date} by \`npm run bench:team-day\`${args.length ? ` (\`${args.join(' ')}\`)` : ''}. Machine: ` +
      `${machine.cores} cores (${machine.cpu}), ${machine.ramGB} GB RAM, Node.js ${machine.node}; ${machine.shared}.`,
    '',
    `Topology: ${report.load.topology}. Think time ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s between screens ` +
      `(seed ${SEED}); ${report.load.stepSeconds} s a step. The ${MAX_STAFF} members were added by the administrator ` +
      `through the API (member, pages, mapped stores, one-time password), then each signed in and set their own ` +
      `password (${setupSeconds} s; ${setupRetries.length} first password changes asked again after failing: ` +
      `${[...new Set(setupRetries.map((r) => r.split(': ')[1]))].join(', ') || 'none'}); the analyst reads with a ` +
      'read-only access token.',
    '',
    '## Knees',
    '',
    `The knee: the first staff count at which any operation's p95 passes ${P95_LIMIT_MS} ms or any answer fails ` +
      '(a call the gateway sheds is asked again after its Retry-After, three times at most, as the web does; its ' +
      'time runs from the first try).',
    '',
  ];
  for (const side of Object.keys(knees) as Side[]) {
    const knee = knees[side]!;
    lines.push(
      `- ${side}: ${knee.staff === null ? `not reached (up to ${knee.carried} staff)` : `${knee.staff} staff`}; ` +
        `carried ${knee.carried ?? 'not even the first step'}` +
        (knee.reasons.length ? ` (${knee.reasons.slice(0, 6).join('; ')}${knee.reasons.length > 6 ? '; …' : ''})` : ''),
    );
  }
  if (soak)
    lines.push(
      `- soak: ${soak.staff} staff for ${soak.minutes} min; RSS growth after a minute's warm-up: ` +
        `${soak.growthPercent.map((g, i) => `gateway ${i + 1} ${g}%`).join(', ')}`,
    );
  lines.push('', '## Steps', '');
  for (const step of steps) {
    lines.push(
      `### ${step.side}, ${step.staff} staff (${step.requests} requests, ${step.requestsPerSecond}/s, ` +
        `${step.errors} errors${step.shedThenAnswered ? `, ${step.shedThenAnswered} shed then answered` : ''})`,
      '',
      '| operation | answers | errors | p50 ms | p95 ms | p99 ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const [name, t] of Object.entries(step.operations))
      lines.push(`| ${name} | ${t.count} | ${t.errors} | ${t.p50} | ${t.p95} | ${t.p99} |`);
    lines.push('');
  }
  lines.push('## Memory (both gateways, resident set, MB)', '');
  for (const m of memorySummary)
    lines.push(`- gateway ${m.gateway}: ${m.startMB} at start, peak ${m.peakMB}, ${m.endMB} at the end`);
  const failureLines = Object.entries(report.failures);
  if (failureLines.length) {
    lines.push('', '## Failed answers (most frequent)', '');
    for (const [key, count] of failureLines) lines.push(`- ${key}: ${count}`);
  }
  return `${lines.join('\n')}\n`;
}
