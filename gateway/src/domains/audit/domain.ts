// The audit trail of changes.
import type { Domain } from '../../platform/domain.js';
import { AuditResolver } from './audit.resolver.js';

export const auditDomain: Domain = {
  name: 'audit',
  resolvers: [AuditResolver],
};
