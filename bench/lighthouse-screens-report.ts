// The screens' Lighthouse reading as bench/results/lighthouse-screens.md and .json: the machine it ran on (cores,
// load average before and after, Node.js, Chromium and Lighthouse), how it was read, each screen's figures against
// the reference page's, and the interactions' durations when asked for.
import { writeFileSync } from 'node:fs';
import type { InpResult } from './lighthouse-inp.js';
import type { PageFigures, ScreenResult, ScreensResult } from './lighthouse-screens.js';
import { type Figure, figureText } from './lighthouse-screens-plan.js';

export interface Machine {
  cores: number;
  cpu: string;
  memoryGB: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  node: string;
  chromium: string;
  lighthouse: string;
}

export interface ScreensReport {
  generatedAt: string;
  command: string;
  /** What the run may and may not be taken for (a loaded machine, one run...). */
  note: string;
  machine: Machine;
  /** How the pages were served and read. */
  method: string[];
  lighthouse: ScreensResult | null;
  inp: InpResult | null;
}

const results = new URL('results/', import.meta.url);

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(', ');

function cells(figures: PageFigures): string[] {
  return [
    figureText(figures.score),
    figureText(figures.mainThreadMs),
    figureText(figures.scriptEvaluationMs),
    figureText(figures.totalBlockingTimeMs),
    figureText(figures.largestContentfulPaintMs),
  ];
}

/** The heaviest first: by the ratio to the reference, then by main-thread work; screens with no reading last. */
const heaviestFirst = (a: ScreenResult, b: ScreenResult) =>
  (b.ratio?.median ?? -1) - (a.ratio?.median ?? -1) ||
  (b.figures.mainThreadMs?.median ?? -1) - (a.figures.mainThreadMs?.median ?? -1);

function lighthouseSection(result: ScreensResult): string[] {
  const lines: string[] = [];
  const failures = (readings: ScreenResult['readings']) => readings.filter((attempt) => 'error' in attempt).length;
  lines.push(
    `## Lighthouse mobile, ${result.screens.length} screens against the reference page`,
    '',
    `Each figure is the median of ${result.runs === 1 ? 'one run (no spread)' : `${result.runs} runs (min–max)`}. ` +
      'Main thread: mainthread-work-breakdown, every kind of work; script evaluation: its share spent evaluating ' +
      'scripts; both as Lighthouse reports them under simulated throttling (observed times × 4). TBT: total ' +
      'blocking time; LCP: largest contentful paint (both simulated). × reference: the main-thread work over the ' +
      "reference page's read just before and after the screen. Heaviest first.",
    '',
    row(['page', 'score', 'main thread ms', 'script evaluation ms', 'TBT ms', 'LCP ms', '× reference']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    row([`reference page (${result.reference.readings.length} readings)`, ...cells(result.reference.figures), '1']),
  );
  for (const screen of [...result.screens].sort(heaviestFirst)) {
    const failed = failures(screen.readings);
    const name = `${screen.title} (\`${screen.path}\`)${failed > 0 ? `, ${failed} failed` : ''}`;
    lines.push(row([name, ...cells(screen.figures), figureText(screen.ratio, 2)]));
  }
  const astray = result.screens.flatMap((screen) =>
    screen.readings.flatMap((attempt) =>
      'error' in attempt || (attempt.finalPath === screen.path && attempt.heading === screen.title)
        ? []
        : [`${screen.title}: ended at ${attempt.finalPath}, heading "${attempt.heading ?? ''}"`],
    ),
  );
  const errors = [...result.screens, { title: 'reference page', readings: result.reference.readings }].flatMap((page) =>
    page.readings.flatMap((attempt) => ('error' in attempt ? [`${page.title}: ${attempt.error}`] : [])),
  );
  if (astray.length > 0) lines.push('', 'Readings whose page did not show its screen (address or heading):', '');
  lines.push(...astray.map((text) => `- ${text}`));
  if (errors.length > 0) lines.push('', 'Readings that failed:', '', ...errors.map((text) => `- ${text}`));
  lines.push('', '### Where the heaviest screens spend it', '');
  lines.push('The costliest scripts on the main thread (bootup-time, ms, simulated) of the first reading:', '');
  for (const screen of [...result.screens].sort(heaviestFirst).slice(0, 5)) {
    const reading = screen.readings.find((attempt) => !('error' in attempt));
    if (!reading || 'error' in reading) continue;
    const scripts = reading.scripts.map((script) => `${script.script} ${script.totalMs}`).join(', ');
    lines.push(`- ${screen.title}: ${scripts}`);
  }
  const reference = result.reference.readings.find((attempt) => !('error' in attempt));
  if (reference && !('error' in reference))
    lines.push(`- reference page: ${reference.scripts.map((s) => `${s.script} ${s.totalMs}`).join(', ')}`);
  return lines;
}

function inpSection(result: InpResult): string[] {
  const duration = (figure: Figure | null, readings: unknown[]) => {
    if (figure) return figureText(figure);
    return readings.every((attempt) => attempt && !(typeof attempt === 'object' && 'error' in attempt))
      ? 'under 16'
      : '–';
  };
  const lines = [
    `## Interaction to next paint (${result.cpuSlowdown}× CPU slowdown)`,
    '',
    `A ${result.viewport.width}×${result.viewport.height} window (a phone's size, touch, without the mobile ` +
      'viewport: with it Store List lays out wider than the screen and its row buttons and pager lie off it), ' +
      `the CPU ${result.cpuSlowdown} times slower ` +
      "(DevTools' throttling, on top of this machine's own load), the network not throttled. Each interaction is a " +
      'real click once the screen has settled; its duration is its longest event timing entry (PerformanceObserver ' +
      "'event', durationThreshold 16: under 16 ms leaves none); a page's INP is its longest interaction. " +
      `Median of ${result.runs === 1 ? 'one run' : `${result.runs} runs (min–max)`}; a reading under 16 ms is ` +
      'left out of a median. Handled: from the event until its handlers had run (input delay and processing); the ' +
      'rest of the duration is the wait for the frame that shows the change. An entry comes once that frame is ' +
      'drawn, so the entries are read after the last interaction and each placed by when its event happened: a key ' +
      'press that only moves the focus was seen to draw no frame in the headless browser until the next ' +
      'interaction, its duration running on to that frame.',
    '',
    row(['page', 'interaction', 'duration ms', 'handled ms', 'event']),
    row(['---', '---', '---:', '---:', '---']),
  ];
  for (const screen of result.screens) {
    for (const interaction of screen.interactions) {
      const events = interaction.readings.flatMap((attempt) =>
        'error' in attempt ? [`failed: ${attempt.error}`] : attempt.event ? [attempt.event] : [],
      );
      lines.push(
        row([
          screen.title,
          interaction.name,
          duration(interaction.durationMs, interaction.readings),
          figureText(interaction.handledMs),
          [...new Set(events)].join(', '),
        ]),
      );
    }
    const all = screen.interactions.flatMap((interaction) => interaction.readings);
    lines.push(row([`**${screen.title}**`, '**INP**', `**${duration(screen.inp, all)}**`, '', '']));
  }
  return lines;
}

/** Writes the report as bench/results/lighthouse-screens.md and .json; returns the Markdown. */
export function writeScreensReport(report: ScreensReport): string {
  const { machine } = report;
  const lines = [
    '# Every menu screen on a phone, against a reference page',
    '',
    `Run ${report.generatedAt} by \`${report.command}\`.`,
    '',
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGB} GB RAM, Node.js ${machine.node}, ` +
      `${machine.chromium}, Lighthouse ${machine.lighthouse}; load average (1, 5, 15 min) ` +
      `${load(machine.loadAverageBefore)} before, ${load(machine.loadAverageAfter)} after.`,
    '',
    `**${report.note}**`,
    '',
    ...report.method.map((text) => `- ${text}`),
    '',
    ...(report.lighthouse ? [...lighthouseSection(report.lighthouse), ''] : []),
    ...(report.inp ? [...inpSection(report.inp), ''] : []),
  ];
  const markdown = lines.join('\n');
  writeFileSync(new URL('lighthouse-screens.md', results), markdown);
  writeFileSync(new URL('lighthouse-screens.json', results), `${JSON.stringify(report, null, 2)}\n`);
  return markdown;
}
