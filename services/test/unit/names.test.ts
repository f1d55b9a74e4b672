// The services' one name normalisation: what people read as the same name has the same key.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanName, lookalikeKey, nameKey, requiredName } from '../../src/platform/http/names.js';

describe('names', () => {
  it('full-width, case and invisible characters do not make a different name', () => {
    expect(nameKey('ＳＡＭＳＵＮＧ')).toBe(nameKey('Samsung'));
    expect(nameKey('Samsung\u200B')).toBe('samsung');
    expect(nameKey('Sam\u00ADsung\uFEFF')).toBe('samsung');
    expect(nameKey(' Walton \u00A0 Mobile ')).toBe('walton mobile');
    expect(nameKey('Vivo')).not.toBe(nameKey('Oppo'));
  });

  it('keeps what people see when storing, without the invisible characters', () => {
    expect(cleanName('  Sam\u200Dsung   Galaxy ')).toBe('Samsung Galaxy');
  });

  it('refuses a name made only of invisible characters', () => {
    expect(() => requiredName({ BrandName: '\u200B\u200C\u2060' }, 'BrandName')).toThrow(
      'BrandName has no visible characters',
    );
    expect(() => requiredName({ BrandName: '' }, 'BrandName')).toThrow('BrandName is required');
    expect(requiredName({ BrandName: ' Itel\u200B ' }, 'BrandName')).toBe('Itel');
  });

  it('refuses names that show nothing, turn the text around or are not text', () => {
    const refused: [string, string][] = [
      ['\u2800', 'has no visible characters'],
      ['\u3164\u115F', 'has no visible characters'],
      ['\u0301\u0308', 'has no visible characters'],
      ['Mart \u202Etxet', 'must not contain characters that change the direction of the text'],
      ['\u2067Mart\u2069', 'must not contain characters that change the direction of the text'],
      ['Mart \uD800', 'must be text (it holds half of a character)'],
      ['Mart\u0007', 'must not contain control characters'],
    ];
    for (const [name, message] of refused)
      expect(() => requiredName({ BrandName: name }, 'BrandName')).toThrow(`BrandName ${message}`);
    expect(requiredName({ BrandName: 'Walton\u2800Plus' }, 'BrandName')).toBe('Walton Plus');
    expect(requiredName({ BrandName: 'ওয়ালটন' }, 'BrandName')).toBe('ওয়ালটন');
  });

  it('any name made only of blank, invisible, combining or control characters is refused', () => {
    const blank = fc.constantFrom(
      ...'\u0000\u0009\u001F\u007F\u0085\u00A0\u00AD\u034F\u0301\u061C\u115F\u1160\u17B4\u180E\u2000'.split(''),
      ...'\u200B\u200E\u2028\u202A\u202E\u2060\u2066\u2800\u3000\u3164\uFE0F\uFEFF\uFFA0'.split(''),
      '\u{E0020}',
      '\u{1D173}',
    );
    fc.assert(
      fc.property(fc.array(blank, { minLength: 1, maxLength: 12 }), (chars) => {
        expect(() => requiredName({ BrandName: chars.join('') }, 'BrandName')).toThrow(/^BrandName /);
      }),
    );
  });

  it('names that look alike have one look-alike key, whatever their case or script', () => {
    expect(lookalikeKey('\u0412\u0435st')).toBe(lookalikeKey('Best'));
    expect(lookalikeKey('\u0432\u0435st')).toBe(lookalikeKey('BEST'));
    expect(lookalikeKey('ＳＡＭＳＵＮＧ')).toBe(lookalikeKey('Samsung\u200B'));
    expect(lookalikeKey('Itel')).toBe(lookalikeKey('ITEL'));
    expect(lookalikeKey('Vivo')).not.toBe(lookalikeKey('Oppo'));
    expect(lookalikeKey('Café')).not.toBe(lookalikeKey('Cafe'));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }), (name) => {
        expect(lookalikeKey(name.toUpperCase())).toBe(lookalikeKey(name.toLowerCase()));
      }),
    );
  });
});
