/**
 * A policy's answer for one action: allowed, or refused with the reason a user is shown (why not,
 * naming who decides and where). This is the only declaration of that answer: `viewerCan` fields
 * return it as the graph's `Capability`, and data sources and file routes check the same value
 * before acting. A refusal always carries its reason; an allowed answer carries `reason: null`.
 */
export type Capability = { allowed: true; reason: null } | { allowed: false; reason: string };

export const ALLOWED: Capability = { allowed: true, reason: null };
export const refusal = (reason: string): Capability => ({ allowed: false, reason });
