/**
 * Who may do what with campaigns: managing campaigns, variables, agents, filters
 * and reports takes call-list-mgmt (or superAdmin); working a list (reading it, logging calls,
 * one's own history) takes an assignment to the campaign, or being a manager.
 */
import type { Queryable } from '../db/index.ts';
import { CALL_LIST_MANAGER_CLAIMS, isAssigned } from '../call-list/access.ts';
import { requireAnyClaim } from './auth.ts';
import { forbidden, type Caller } from './http.ts';

export const isCallListManager = (caller: Caller) => CALL_LIST_MANAGER_CLAIMS.some((c) => caller.claims.has(c));

export function requireCallListManager(caller: Caller, action: string): void {
  requireAnyClaim(caller, CALL_LIST_MANAGER_CLAIMS, action);
}

/** 403 unless the caller manages call lists or is assigned to the campaign. */
export async function requireCampaignWorker(db: Queryable, caller: Caller, campaignId: number): Promise<void> {
  if (isCallListManager(caller)) return;
  if (!(await isAssigned(db, caller.employeeId, campaignId))) throw forbidden('Not assigned to this campaign');
}

/** The caller's employee id; 403 for users without an employee record (calls are logged per employee). */
export function callerEmployee(caller: Caller, action: string): number {
  if (caller.employeeId === null) throw forbidden(`${action} requires an employee record`);
  return caller.employeeId;
}
