// Auth state of the description's point 4, and the stored user (local storage key 'user').
// The session itself is an HttpOnly cookie; the stored user is a profile for the UI, never a secret.
export interface StoredUser {
  id: number;
  name: string;
  login: string;
}

export interface AuthState {
  isLoggedIn: boolean;
  isInitialized: boolean;
  user: StoredUser | null;
}

export type AuthAction =
  | { type: 'REGISTER'; user: StoredUser }
  | { type: 'LOGIN'; user: StoredUser }
  | { type: 'LOGOUT' };

export const initialAuthState: AuthState = { isLoggedIn: false, isInitialized: false, user: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'REGISTER':
      return { ...state, user: action.user };
    case 'LOGIN':
      return { isLoggedIn: true, isInitialized: true, user: action.user };
    case 'LOGOUT':
      return { isLoggedIn: false, isInitialized: true, user: null };
  }
}

const USER_KEY = 'user';

export function readStoredUser(storage: Pick<Storage, 'getItem'> = localStorage): StoredUser | null {
  const raw = storage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    return typeof parsed.id === 'number' && typeof parsed.login === 'string'
      ? { id: parsed.id, name: String(parsed.name ?? parsed.login), login: parsed.login }
      : null;
  } catch {
    return null;
  }
}

export function storeUser(user: StoredUser, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(USER_KEY, JSON.stringify({ id: user.id, name: user.name, login: user.login }));
}

export function forgetUser(storage: Pick<Storage, 'removeItem'> = localStorage) {
  storage.removeItem(USER_KEY);
}
