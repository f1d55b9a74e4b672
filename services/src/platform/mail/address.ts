// The services' one e-mail address rule: the contract's Email pattern, which Fastify also applies to
// every Email parameter; read here for the address lists of the report e-mails (toEmails, ccEmails).
import { readContract } from '../http/contract.js';

const pattern = readContract().components.parameters?.Email?.schema?.pattern;
if (typeof pattern !== 'string') throw new Error('contract: the Email parameter has no pattern');

export const EMAIL_ADDRESS = new RegExp(pattern);
/** The longest address a mailbox can have (RFC 5321 path limit). */
export const MAX_ADDRESS_LENGTH = 254;

export const isEmailAddress = (address: string) => address.length <= MAX_ADDRESS_LENGTH && EMAIL_ADDRESS.test(address);
