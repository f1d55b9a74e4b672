// How a chart's category axis fits its labels: flat when they fit side by side, slanted when not,
// and only every n-th label when even slanted ones would touch; long labels are shortened (the
// chart's text alternative keeps them whole). Pure, from the chart's width and the labels.
const CHAR_PX = 6.5; // nivo's 11 px axis font, an average character
const SLANTED_PITCH_PX = 16; // slanted labels need about a line's height between them
const MAX_CHARS = 16;

export interface CategoryAxis {
  rotation: number;
  /** The labels drawn (every n-th when crowded). */
  tickValues: string[];
  /** Room under the plot for the labels. */
  bottom: number;
  format: (label: string | number) => string;
}

export function shorten(value: string | number): string {
  // nivo hands a label as it holds it: a category may be a number (a week, a year), not text.
  const label = String(value);
  if (label.length <= MAX_CHARS) return label;
  // A tag that tells namesakes apart ("Tania Roy (tania.roy2)") is kept: the name gives way first.
  const tagged = /^(.*\S) (\([^()]{1,16}\))$/.exec(label);
  if (tagged) {
    const [, name = '', tag = ''] = tagged;
    const room = Math.max(10, MAX_CHARS - tag.length - 1);
    return `${name.length > room ? `${name.slice(0, room - 1).trimEnd()}…` : name} ${tag}`;
  }
  return `${label.slice(0, MAX_CHARS - 1)}…`;
}

export function categoryAxis(labels: readonly string[], plotWidth: number): CategoryAxis {
  const longest = Math.max(0, ...labels.map((label) => shorten(label).length)) * CHAR_PX;
  const pitch = plotWidth / Math.max(1, labels.length);
  if (longest + 8 <= pitch) return { rotation: 0, tickValues: [...labels], bottom: 40, format: shorten };
  const step = Math.max(1, Math.ceil(SLANTED_PITCH_PX / pitch));
  return {
    rotation: -45,
    tickValues: labels.filter((_, index) => index % step === 0),
    bottom: Math.round(longest * Math.SQRT1_2) + 28,
    format: shorten,
  };
}

/** A legend item's width for its text (nivo's legends do not size themselves). */
export const legendWidth = (text: string) => Math.round(text.length * CHAR_PX) + 24;

/** A category's name in lines of at most `chars` characters, broken between words (a longer word keeps its line). */
export function wrapLabel(value: string | number, chars: number): string[] {
  const lines: string[] = [];
  for (const word of String(value).split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [''];
}

/** The room a name takes on one line (px), at the axis font. */
export const labelWidth = (value: string | number) => Math.round(String(value).length * CHAR_PX);

/** Characters that fit on a line of `px` pixels at the axis font. */
export const charsIn = (px: number) => Math.max(6, Math.floor(px / CHAR_PX));

/**
 * The ticks of a value axis whose figures are all whole (counts) and small: whole numbers only, from 0 to the first
 * tick at or past the largest figure. None (the scale's own, whole from 10 up) when a figure is not whole or past 10:
 * the scale would tick 0.5, 1.5 between counts of 1 to 9.
 */
export function wholeTicks(values: readonly number[]): number[] | undefined {
  if (values.length === 0 || values.some((value) => !Number.isInteger(value) || value < 0)) return undefined;
  const max = Math.max(1, ...values);
  if (max >= 10) return undefined;
  const step = max <= 5 ? 1 : 2;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}
