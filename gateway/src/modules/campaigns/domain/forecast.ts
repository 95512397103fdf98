/**
 * The exhaust forecast of the call-list breakdown: how many hours the assigned agents
 * need to work through a community's remaining eligible members (or a time gate's members), at
 * twelve calls per agent-hour, rounded to two decimals.
 */
import type { CallListBreakdownRowDto } from '@luminate/schema/rest';

export const CALLS_PER_AGENT_HOUR = 12;

/** members / agents / 12, two decimals; no members or no agents → 0. */
export function exhaustHours(members: number, agents: number): number {
  if (!(members > 0) || !(agents > 0)) return 0;
  const hours = members / agents / CALLS_PER_AGENT_HOUR;
  return Math.round((hours + Number.EPSILON) * 100) / 100;
}

export interface BreakdownForecast {
  totalMembers: number;
  exhaustHours: number;
  earlyMorningExhaustHours: number;
  earlyAfternoonExhaustHours: number;
  afternoonExhaustHours: number;
  eveningExhaustHours: number;
}

/** A breakdown row with its totals and forecasts; remaining = eligible − called today, never below 0. */
export function withForecast(row: CallListBreakdownRowDto, agents: number): CallListBreakdownRowDto & BreakdownForecast {
  const remaining = Math.max(0, row.numEligibleMembers - row.numCalledToday);
  return {
    ...row,
    totalMembers: row.onListYesterday + row.newAdditionsToList,
    exhaustHours: exhaustHours(remaining, agents),
    earlyMorningExhaustHours: exhaustHours(row.earlyMorningTimeGate, agents),
    earlyAfternoonExhaustHours: exhaustHours(row.earlyAfternoonTimeGate, agents),
    afternoonExhaustHours: exhaustHours(row.afternoonTimeGate, agents),
    eveningExhaustHours: exhaustHours(row.eveningTimeGate, agents),
  };
}
