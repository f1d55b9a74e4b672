// The services' one name normalisation: what people read as the same name has the same key.
import { describe, expect, it } from 'vitest';
import { cleanName, nameKey, requiredName } from '../../src/http/names.js';

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
});
