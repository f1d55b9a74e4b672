// The auth state (description point 4) for the whole app, started from the stored user.
import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import { type AuthState, authReducer, forgetUser, readStoredUser, type StoredUser, storeUser } from './auth-state';

interface Auth {
  state: AuthState;
  login(user: StoredUser): void;
  /** The description's register: sets the user only (not signed in, nothing stored). */
  register(user: StoredUser): void;
  logout(): void;
}

const AuthContext = createContext<Auth | null>(null);

function initialState(): AuthState {
  const user = readStoredUser();
  return user
    ? authReducer({ isLoggedIn: false, isInitialized: false, user: null }, { type: 'LOGIN', user })
    : { isLoggedIn: false, isInitialized: true, user: null };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, initialState);
  const auth = useMemo<Auth>(
    () => ({
      state,
      login(user) {
        storeUser(user);
        dispatch({ type: 'LOGIN', user });
      },
      register(user) {
        dispatch({ type: 'REGISTER', user });
      },
      logout() {
        forgetUser();
        sessionStorage.clear();
        dispatch({ type: 'LOGOUT' });
      },
    }),
    [state],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
