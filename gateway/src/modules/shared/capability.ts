/** A policy's answer for one action: allowed, or refused with the reason a user is shown. */
export interface Capability {
  allowed: boolean;
  /** Why not, naming who decides and where; null when allowed. */
  reason: string | null;
}

export const ALLOWED: Capability = { allowed: true, reason: null };
export const refusal = (reason: string): Capability => ({ allowed: false, reason });
