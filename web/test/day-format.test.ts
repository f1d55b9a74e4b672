// A calendar day on screen and in a date field: written in the business's medium style (27 Nov 2026 in en-GB) or
// short where space is tight (27 Nov), read back from that style, the locale's numeric one or ISO, and refused,
// with the reason, when it is no day of the calendar. The value kept is always YYYY-MM-DD.
import { describe, expect, it } from 'vitest';
import { numberFormats } from '../src/platform/components/reports/format';
import { parseDay } from '../src/platform/components/reports/parse-day';

describe('a calendar day in the business format', () => {
  it("writes a day in the locale's medium and short style, never shifted by a zone", () => {
    const gb = numberFormats('en-GB', 'BDT', 'America/New_York');
    expect(gb.date('2026-11-27')).toBe('27 Nov 2026');
    expect(gb.shortDate('2026-11-27')).toBe('27 Nov');
    expect(gb.date('2026-01-01')).toBe('1 Jan 2026');
    expect(numberFormats('en-US').date('2026-11-27')).toBe('Nov 27, 2026');
    expect(gb.date('')).toBe('');
    expect(gb.date(null)).toBe('');
  });

  it('writes the current bucket of a trend as partial', () => {
    const gb = numberFormats('en-GB');
    expect(gb.toDate('Nov')).toBe('Nov (to date)');
  });

  it('reads the medium style back, with any case and month written out', () => {
    expect(parseDay('27 Nov 2026', 'en-GB')).toEqual({ day: '2026-11-27' });
    expect(parseDay(' 27 november 2026 ', 'en-GB')).toEqual({ day: '2026-11-27' });
    expect(parseDay('Nov 27, 2026', 'en-US')).toEqual({ day: '2026-11-27' });
    expect(parseDay('27 Nov 2026', 'en-US')).toEqual({ day: '2026-11-27' });
  });

  it("reads ISO and the locale's numeric order", () => {
    expect(parseDay('2026-11-27', 'en-GB')).toEqual({ day: '2026-11-27' });
    expect(parseDay('27/11/2026', 'en-GB')).toEqual({ day: '2026-11-27' });
    expect(parseDay('11/27/2026', 'en-US')).toEqual({ day: '2026-11-27' });
  });

  it('refuses a day the calendar does not have, saying why', () => {
    expect(parseDay('2026-02-30', 'en-GB')).toEqual({ error: 'February 2026 has 28 days' });
    expect(parseDay('29 Feb 2028', 'en-GB')).toEqual({ day: '2028-02-29' });
    expect(parseDay('31 Apr 2026', 'en-GB')).toEqual({ error: 'April 2026 has 30 days' });
    expect(parseDay('2026-13-01', 'en-GB')).toEqual({ error: 'There is no month 13' });
  });

  it('refuses text that is no day, showing how to write one', () => {
    expect(parseDay('soon', 'en-GB')).toEqual({ error: 'Write a day as 27 Nov 2026 or 2026-11-27' });
    expect(parseDay('27 Nov', 'en-GB')).toEqual({ error: 'Write a day as 27 Nov 2026 or 2026-11-27' });
    expect(parseDay('', 'en-GB')).toEqual({ day: '' });
  });
});
