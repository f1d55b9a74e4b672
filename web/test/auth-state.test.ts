import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, readStoredUser, storeUser } from '../src/platform/app/auth-state';

const user = { id: 7, name: 'Nusrat Jahan', login: 'promoter' };

describe('auth state (description point 4)', () => {
  it('starts signed out and not initialised', () => {
    expect(initialAuthState).toEqual({ isLoggedIn: false, isInitialized: false, user: null });
  });

  it('register sets the user only', () => {
    expect(authReducer(initialAuthState, { type: 'REGISTER', user })).toEqual({
      isLoggedIn: false,
      isInitialized: false,
      user,
    });
  });

  it('login sets the user, isLoggedIn and isInitialized', () => {
    expect(authReducer(initialAuthState, { type: 'LOGIN', user })).toEqual({
      isLoggedIn: true,
      isInitialized: true,
      user,
    });
  });

  it('logout clears the user, isLoggedIn false, isInitialized true', () => {
    const signedIn = authReducer(initialAuthState, { type: 'LOGIN', user });
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
  });
});

describe('the stored user', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      items,
    };
  };

  it('keeps the profile only, under the key user', () => {
    const storage = memory();
    storeUser({ ...user, password: 'secret' } as typeof user, storage);
    expect(JSON.parse(storage.items.get('user')!)).toEqual(user);
    expect(readStoredUser(storage)).toEqual(user);
  });

  it('reads nothing from a missing or corrupt value', () => {
    const storage = memory();
    expect(readStoredUser(storage)).toBeNull();
    storage.setItem('user', '{not json');
    expect(readStoredUser(storage)).toBeNull();
    storage.setItem('user', JSON.stringify({ name: 'no id' }));
    expect(readStoredUser(storage)).toBeNull();
  });
});
