// PUBLIC_URL, the product's address that e-mails link to: checked when the services start.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_URL, publicUrlOf } from '../../src/index.js';

describe('PUBLIC_URL', () => {
  it('defaults to where npm start serves the product, and drops a trailing slash', () => {
    expect(publicUrlOf(undefined)).toBe(DEFAULT_PUBLIC_URL);
    expect(publicUrlOf('  ')).toBe(DEFAULT_PUBLIC_URL);
    expect(publicUrlOf('https://backoffice.example.com/')).toBe('https://backoffice.example.com');
    expect(publicUrlOf('https://example.com/fieldpulse/')).toBe('https://example.com/fieldpulse');
  });

  it('refuses what is not an http(s) address, saying what it wants', () => {
    expect(() => publicUrlOf('backoffice.example.com')).toThrow(/PUBLIC_URL must be the product's address/);
    expect(() => publicUrlOf('ftp://example.com')).toThrow('PUBLIC_URL must be an http or https address');
  });
});
