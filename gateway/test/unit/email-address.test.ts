// The gateway's one e-mail address rule is the contract's pattern (LIMITS.Email): what it accepts and refuses.
import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS } from '../../src/platform/graphql/validate.js';
import { LIMITS } from '../../src/platform/upstream/limits.gen.js';

describe('gateway e-mail address rule', () => {
  it('is the contract pattern, for members and report recipients alike', () => {
    expect(EMAIL_ADDRESS.source).toBe(LIMITS.Email.pattern);
    expect(LIMITS['AddReportRecipients.Email'].pattern).toBe(LIMITS.Email.pattern);
    for (const address of ['ops@example.com', 'a.b+c@mail.example.co', 'x_y@sub-domain.example.org'])
      expect(EMAIL_ADDRESS.test(address), address).toBe(true);
    for (const address of ['a@b', 'a b@c.de', 'a<b@c.de', 'a@-b.com', 'a@b-.com', 'a@b..com', '@b.com', 'a[b]@c.de'])
      expect(EMAIL_ADDRESS.test(address), address).toBe(false);
  });
});
