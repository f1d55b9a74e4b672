// The product's one common-password rule (contract/common-passwords.ts): the list the package ships, compared as
// typed and in lower case; the demo sign-ins are not on it.
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../contract/common-passwords.js';

describe('common passwords', () => {
  it.each(['password', 'Password', 'PASSWORD', '12345678', 'iloveyou', 'qwerty123', 'Password1'])(
    'finds %s on the list',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Admin@2026', 'Manager@2026', 'Promoter@2026', 'Supervisor@2026', 'Analyst@2026', 'Fresh-Start-2026', ''])(
    'does not find %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
