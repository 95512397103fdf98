import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import type { SignInState } from './user-manager.ts';

export interface Auth {
  userManager: UserManager;
  /** The signed-in OIDC user, or null. */
  user: User | null;
  /** False until the stored session has been read. */
  ready: boolean;
  signIn(returnTo?: string): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ userManager, children }: { userManager: UserManager; children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    void userManager.getUser().then((stored) => {
      if (!active) return;
      setUser(stored && !stored.expired ? stored : null);
      setReady(true);
    });
    const onLoaded = (loaded: User) => setUser(loaded);
    const onGone = () => setUser(null);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onGone);
    userManager.events.addAccessTokenExpired(onGone);
    userManager.events.addSilentRenewError(onGone);
    return () => {
      active = false;
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onGone);
      userManager.events.removeAccessTokenExpired(onGone);
      userManager.events.removeSilentRenewError(onGone);
    };
  }, [userManager]);

  const value = useMemo<Auth>(
    () => ({
      userManager,
      user,
      ready,
      signIn: (returnTo) => {
        const state: SignInState = { returnTo: returnTo ?? currentLocation() };
        return userManager.signinRedirect({ state });
      },
      signOut: async () => {
        // End the IdP session too; the IdP sends the browser back to the app's root.
        await userManager.signoutRedirect({ id_token_hint: user?.id_token });
      },
    }),
    [userManager, user, ready],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
