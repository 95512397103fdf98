import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import type { SignInState } from './user-manager.ts';
import { IDLE_SIGNED_OUT_KEY, useIdleTimeout } from './idle-timeout.ts';

export interface SignInOptions {
  /** Ask the identity provider for the password again even if its own session is still open. */
  reauthenticate?: boolean;
}

export interface Auth {
  /** Resolves once oidc-client-ts has loaded: the library is not part of the initial bundle. */
  userManager: Promise<UserManager>;
  /** The signed-in OIDC user, or null. */
  user: User | null;
  /** False until the stored session has been read. */
  ready: boolean;
  signIn: (returnTo?: string, options?: SignInOptions) => Promise<void>;
  signOut: () => Promise<void>;
  /** Seconds without input after which the user is signed out (null: no automatic sign-out). */
  idleTimeoutS: number | null;
  /** While the inactivity warning shows: seconds until the sign-out; null otherwise. */
  idleSecondsLeft: number | null;
  /** Counts as input: keeps the session (the warning's "Stay signed in"). */
  stayActive: () => void;
  /** Set (to the timeout in seconds) once this tab was signed out for inactivity, until the notice is dismissed or the user signs in. */
  signedOutForInactivity: number | null;
  dismissInactivityNotice: () => void;
}

const AuthContext = createContext<Auth | null>(null);

/** Revoking the tokens at the identity provider may take this long before the local sign-out goes ahead anyway. */
const REVOKE_TIMEOUT_MS = 5000;

function storedIdleSignOut(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(IDLE_SIGNED_OUT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function rememberIdleSignOut(timeoutS: number | null): void {
  try {
    if (timeoutS === null) window.sessionStorage.removeItem(IDLE_SIGNED_OUT_KEY);
    else window.sessionStorage.setItem(IDLE_SIGNED_OUT_KEY, String(timeoutS));
  } catch {
    // storage blocked: the notice lasts until the page is reloaded
  }
}

export function AuthProvider({
  userManager,
  idleTimeoutS = null,
  children,
}: {
  /** The app passes the manager still loading (see providers.tsx); component tests a ready one. */
  userManager: UserManager | Promise<UserManager>;
  /** SESSION_IDLE_TIMEOUT_S from /config.json; leave out for no automatic sign-out. */
  idleTimeoutS?: number | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(false);
  const [signedOutForInactivity, setSignedOutForInactivity] = useState<number | null>(() => storedIdleSignOut());

  // One promise either way, so the effects and callbacks below have one path.
  const managerPromise = useMemo(() => Promise.resolve(userManager), [userManager]);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const onLoaded = (loaded: User) => {
      setUser(loaded);
      // Signed in again: the inactivity notice has done its job.
      rememberIdleSignOut(null);
      setSignedOutForInactivity(null);
    };
    const onGone = () => setUser(null);
    const load = async () => {
      let stored: User | null = null;
      try {
        const manager = await managerPromise;
        if (!active) return;
        manager.events.addUserLoaded(onLoaded);
        manager.events.addUserUnloaded(onGone);
        manager.events.addAccessTokenExpired(onGone);
        manager.events.addSilentRenewError(onGone);
        unsubscribe = () => {
          manager.events.removeUserLoaded(onLoaded);
          manager.events.removeUserUnloaded(onGone);
          manager.events.removeAccessTokenExpired(onGone);
          manager.events.removeSilentRenewError(onGone);
        };
        stored = await manager.getUser();
      } catch {
        // The library or the stored session could not be loaded: nobody is signed in (rather
        // than pages waiting for ever), and signing in reports what failed.
      }
      if (!active) return;
      setUser(stored && !stored.expired ? stored : null);
      setReady(true);
    };
    void load();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [managerPromise]);

  /**
   * The automatic sign-out: the app forgets the user at once (pages behind sign-in unmount) and
   * removes the stored session, then revokes the refresh token at the identity provider so the
   * session cannot be renewed from anywhere. (Access tokens are short-lived JWTs that expire on
   * their own.) The provider's end-session page is not used: it asks for a confirmation that
   * nobody is there to give.
   */
  const signOutForInactivity = useCallback(async () => {
    if (idleTimeoutS === null) return;
    rememberIdleSignOut(idleTimeoutS);
    setSignedOutForInactivity(idleTimeoutS);
    setUser(null);
    const manager = await managerPromise;
    const stored = await manager.getUser();
    await manager.removeUser();
    if (!stored?.refresh_token) return;
    try {
      // Already loaded with the manager: a dynamic import keeps the library out of the initial bundle.
      const { OidcClient } = await import('oidc-client-ts');
      const client = new OidcClient(manager.settings, manager.metadataService);
      await Promise.race([
        client.revokeToken(stored.refresh_token, 'refresh_token'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('token revocation timed out')), REVOKE_TIMEOUT_MS)),
      ]);
    } catch {
      // The provider could not be reached: the token has left this browser all the same.
    }
  }, [managerPromise, idleTimeoutS]);

  const idle = useIdleTimeout({
    enabled: ready && user !== null && idleTimeoutS !== null,
    timeoutS: idleTimeoutS ?? 0,
    onIdle: () => void signOutForInactivity(),
  });

  const value = useMemo<Auth>(
    () => ({
      userManager: managerPromise,
      user,
      ready,
      signIn: async (returnTo, options) => {
        const state: SignInState = { returnTo: returnTo ?? currentLocation() };
        const manager = await managerPromise;
        await manager.signinRedirect({ state, ...(options?.reauthenticate ? { prompt: 'login' } : {}) });
      },
      signOut: async () => {
        // End the IdP session too; the IdP sends the browser back to the app's root.
        const manager = await managerPromise;
        await manager.signoutRedirect({ id_token_hint: user?.id_token });
      },
      idleTimeoutS,
      idleSecondsLeft: idle.secondsLeft,
      stayActive: idle.stayActive,
      signedOutForInactivity,
      dismissInactivityNotice: () => {
        rememberIdleSignOut(null);
        setSignedOutForInactivity(null);
      },
    }),
    [managerPromise, user, ready, idleTimeoutS, idle.secondsLeft, idle.stayActive, signedOutForInactivity],
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
