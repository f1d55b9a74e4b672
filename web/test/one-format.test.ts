// One shape for every figure and time on screen: the business's formats (platform/components/reports/format.ts) are the
// only place that formats a number, a day or an instant; an instant is read on the business's clock, whatever
// the zone the browser (or this test) runs in.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayText, numberFormats } from '../src/platform/components/reports/format';

const SRC = join(import.meta.dirname, '../src');
const FORMATTER = 'platform/components/reports/format.ts';
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** A formatting call or a locale written in place: each formats by its own rule instead of the business's. */
const OWN_FORMAT = /\.toLocale(String|DateString|TimeString)\(|Intl\.(DateTimeFormat|NumberFormat)\b|'en-[A-Z]{2}'/;

describe('one format', () => {
  it('formats numbers, days and times only in the business formats', () => {
    const offenders = files(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => path !== FORMATTER)
      .filter((path) => OWN_FORMAT.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it("reads an instant on the business's clock, not the process's", () => {
    const dhaka = numberFormats('en-GB', 'BDT', 'Asia/Dhaka');
    const newYork = numberFormats('en-GB', 'BDT', 'America/New_York');
    // 08:05 UTC is 14:05 in Dhaka (UTC+6) and 03:05 in New York in November (UTC-5).
    expect(dhaka.time('2026-11-24T08:05:00Z')).toBe('14:05');
    expect(newYork.time('2026-11-24T08:05:00Z')).toBe('03:05');
    expect(dhaka.dateTime('2026-11-23T20:30:00Z')).toBe('24 Nov 2026, 02:30');
    expect(dhaka.time(null)).toBe('');
  });

  it('writes a calendar day as it is written, in no zone', () => {
    expect(dayText('2026-11-18', { weekday: 'long' })).toBe('Wednesday');
    expect(dayText('2026-01-01', { month: 'long' }, 'en-GB')).toBe('January');
  });
});
