import { useCallback, useSyncExternalStore } from 'react';
import { CLAIMS } from '@luminate/schema/claims';
import { CLAIMS_OF, hasAnyClaim, type Claim } from '../claims.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';

/**
 * Admins may switch permission flags off (or on) to see the app as someone else would; this
 * changes only what the client displays. The overrides feed the navigation bar and the
 * route guard only; the gateway still decides every request from the real token. They live in
 * sessionStorage: per tab, and gone with it.
 */
export const CLAIM_OVERRIDES_KEY = 'luminate.claim-overrides';

/** Every claim in display order, with its label and description. */
export const CLAIM_FLAGS: readonly { claim: Claim; name: string; description: string }[] = CLAIMS.map((c) => ({
  claim: c.enumName,
  name: c.name,
  description: c.description,
}));

/** Claims whose holders get the flag toggles. */
const OVERRIDERS: readonly Claim[] = CLAIMS_OF.permissionPreviewers;

interface StoredOverrides {
  /** The user the overrides belong to: another sign-in in the same tab starts clean. */
  uid: string;
  flags: Partial<Record<Claim, boolean>>;
}

const listeners = new Set<() => void>();
let snapshot: string | null = read();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(CLAIM_OVERRIDES_KEY);
  } catch {
    return null;
  }
}

function write(value: StoredOverrides | null): void {
  try {
    if (value) window.sessionStorage.setItem(CLAIM_OVERRIDES_KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(CLAIM_OVERRIDES_KEY);
  } catch {
    // Storage disabled: the override still applies until the page reloads.
  }
  snapshot = value ? JSON.stringify(value) : null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function parse(raw: string | null, uid: string | undefined): StoredOverrides['flags'] {
  if (!raw || !uid) return {};
  try {
    const stored = JSON.parse(raw) as StoredOverrides;
    return stored.uid === uid && stored.flags && typeof stored.flags === 'object' ? stored.flags : {};
  } catch {
    return {};
  }
}

export interface DisplayClaims {
  /** The claims the client displays: the viewer's, with an admin's overrides applied. */
  claims: readonly Claim[];
  hasAnyClaim: (anyOf: readonly Claim[] | undefined) => boolean;
  /** The viewer really holds ADMIN or SUPER_ADMIN (overrides never hide the toggles). */
  canOverride: boolean;
  /** True when a displayed flag differs from the token. */
  overridden: boolean;
  setFlag: (claim: Claim, on: boolean) => void;
  resetFlags: () => void;
}

export function useDisplayClaims(): DisplayClaims {
  const { viewer } = useViewer();
  const raw = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
  const uid = viewer?.uid;
  const real = viewer?.claims ?? [];
  const canOverride = real.some((c) => OVERRIDERS.includes(c));
  const flags = canOverride ? parse(raw, uid) : {};
  const claims = CLAIM_FLAGS.map((f) => f.claim).filter((c) => flags[c] ?? real.includes(c));
  const overridden = claims.length !== real.length || claims.some((c) => !real.includes(c));

  const setFlag = useCallback(
    (claim: Claim, on: boolean) => {
      if (!uid) return;
      const next = { ...parse(snapshot, uid), [claim]: on };
      write({ uid, flags: next });
    },
    [uid],
  );
  const resetFlags = useCallback(() => write(null), []);

  return {
    claims,
    hasAnyClaim: (anyOf) => hasAnyClaim(claims, anyOf),
    canOverride,
    overridden,
    setFlag,
    resetFlags,
  };
}
