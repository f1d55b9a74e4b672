// Sign-in, sign-out and the signed-in member.
import type { Domain } from '../../platform/domain.js';
import { AccessTokenResolver } from './access-tokens.resolver.js';
import { AuthResolver } from './auth.resolver.js';

export const authDomain: Domain = {
  name: 'auth',
  resolvers: [AuthResolver, AccessTokenResolver],
};
