// Mappings, grades, report recipients, brand managers, permissions and passwords.
import type { Domain } from '../../platform/domain.js';
import { SETTINGS_RESOLVERS } from './settings.resolver.js';

export const settingsDomain: Domain = {
  name: 'settings',
  resolvers: SETTINGS_RESOLVERS,
};
