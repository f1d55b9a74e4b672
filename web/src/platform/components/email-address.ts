// The web's one e-mail address rule: the contract's Email pattern (generated into LIMITS), the same
// the gateway and the services apply.
import { LIMITS } from '../../gql/limits.gen';

const EMAIL_ADDRESS = new RegExp(LIMITS.Email.pattern);
/** The longest address a mailbox can have (the report recipients' limit in the contract). */
const MAX_ADDRESS_LENGTH = LIMITS['AddReportRecipients.Email'].maxLength;

export const isEmailAddress = (address: string) => address.length <= MAX_ADDRESS_LENGTH && EMAIL_ADDRESS.test(address);
