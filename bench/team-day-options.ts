// The options of `npm run bench:team-day` (its command line, as bench/team-day.ts says it), and the log and the pause
// every part of the run uses.

export const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
export const STEPS = (option('steps') ?? '10,20,40,80,160').split(',').map(Number);
export const STEP_SECONDS = Number(option('step-seconds') ?? 45);
export const SIDES = (option('sides') ?? 'gateway,direct').split(',') as Side[];
export const SEED = Number(option('seed') ?? 1);
export const SOAK_MINUTES = option('soak') === undefined ? 0 : Number(option('soak'));
export const SOAK_STAFF = Number(option('soak-staff') ?? 40);
export const P95_LIMIT_MS = 300;
export const THINK_MS: [number, number] = [2000, 8000];
/** Connections a browser keeps to one host. */
export const BROWSER_CONNECTIONS = 6;
export type Side = 'gateway' | 'direct';
/** The team made for the run: the largest step's staff, or the soak's. */
export const MAX_STAFF = SOAK_MINUTES > 0 ? SOAK_STAFF : Math.max(...STEPS);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (line: string) => console.log(`[team-day ${new Date().toISOString().slice(11, 19)}] ${line}`);
