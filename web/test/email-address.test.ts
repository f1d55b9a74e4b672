// The web's one e-mail address rule is the contract's, used by the member form and the report e-mail
// dialog alike, and both use the contract's limits (lengths, login and mobile patterns).
import { describe, expect, it } from 'vitest';
import { checkStoreForm, EMPTY_STORE } from '../src/domains/stores/store-form';
import { checkMemberForm, EMPTY_MEMBER } from '../src/domains/team/member-form';
import { LIMITS } from '../src/gql/limits.gen';
import { isEmailAddress } from '../src/platform/components/email-address';
import { readAddresses } from '../src/platform/components/reports/EmailReportDialog';

const GOOD = ['ops@example.com', 'a.b+c@mail.example.co', 'x_y@sub-domain.example.org'];
const BAD = ['a@b', 'a b@c.de', 'a<b@c.de', 'a@-b.com', 'a@b-.com', 'a@b..com', '@b.com', 'a[b]@c.de'];

describe('web e-mail address rule', () => {
  it('is the contract pattern', () => {
    for (const address of GOOD) expect(isEmailAddress(address), address).toBe(true);
    for (const address of BAD) expect(isEmailAddress(address), address).toBe(false);
  });

  it('is the one the member form and the report dialog apply', () => {
    for (const address of BAD) {
      expect(checkMemberForm({ ...EMPTY_MEMBER, email: address }).email, address).toBe(
        'E-mail must be an e-mail address',
      );
      expect(readAddresses(address).problem, address).toBeDefined();
    }
    for (const address of GOOD) {
      expect(checkMemberForm({ ...EMPTY_MEMBER, email: address }).email, address).toBeUndefined();
      expect(readAddresses(address).problem, address).toBeUndefined();
    }
  });
});

describe('web forms follow the contract limits', () => {
  it('refuses one character over the store code and name lengths, and a mobile over its pattern', () => {
    const code = 'A'.repeat(LIMITS.StoreCode.maxLength + 1);
    const name = 'N'.repeat(LIMITS.StoreName.maxLength + 1);
    const errors = checkStoreForm({ ...EMPTY_STORE, code, name });
    expect(errors.code).toBe(`Code must be at most ${LIMITS.StoreCode.maxLength} characters`);
    expect(errors.name).toBe(`Name must be at most ${LIMITS.StoreName.maxLength} characters`);
    expect(checkMemberForm({ ...EMPTY_MEMBER, mobile: '+1234567890123456' }).mobile).toBeDefined();
    expect(checkMemberForm({ ...EMPTY_MEMBER, mobile: '+123456789012345' }).mobile).toBeUndefined();
  });
});
