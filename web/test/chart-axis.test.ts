import { describe, expect, it } from 'vitest';
import { categoryAxis, shorten } from '../src/platform/components/reports/chart-axis';

describe('shorten', () => {
  it('keeps short labels and cuts long ones', () => {
    expect(shorten('Dhaka')).toBe('Dhaka');
    expect(shorten('A very long region name')).toBe('A very long reg…');
  });

  it('keeps the tag that tells namesakes apart, the name giving way', () => {
    const one = shorten('Tania Roy (tania.roy247)');
    const other = shorten('Tania Roy (tania.roy181)');
    expect(one).toBe('Tania Roy (tania.roy247)');
    expect(one).not.toBe(other);
    expect(shorten('Mohammad Abdur Rahman Chowdhury (ID 12)')).toBe('Mohammad… (ID 12)');
  });

  it('takes a category nivo holds as a number (a week, a year), as a printed chart asks for it', () => {
    expect(shorten(2026)).toBe('2026');
    expect(categoryAxis(['1', '2'], 400).format(48)).toBe('48');
  });
});
