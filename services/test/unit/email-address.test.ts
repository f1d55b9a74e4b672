// The services' one e-mail address rule is the contract's Email pattern: what it accepts and refuses.
import { describe, expect, it } from 'vitest';
import { readContract } from '../../src/platform/http/contract.js';
import { EMAIL_ADDRESS, isEmailAddress } from '../../src/platform/mail/address.js';

describe('services e-mail address rule', () => {
  it('is the contract pattern', () => {
    expect(EMAIL_ADDRESS.source).toBe(readContract().components.parameters?.Email?.schema?.pattern);
    for (const address of ['ops@example.com', 'a.b+c@mail.example.co', 'x_y@sub-domain.example.org'])
      expect(isEmailAddress(address), address).toBe(true);
    for (const address of ['a@b', 'a b@c.de', 'a<b@c.de', 'a@-b.com', 'a@b-.com', 'a@b..com', '@b.com', 'a[b]@c.de'])
      expect(isEmailAddress(address), address).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});
