import type { DisplayError } from './errors.ts';

/**
 * The last client-side error lines, attached to a support ticket as its `logs`. Lines carry the
 * page path, error type, code and the shown message only — never form values or query results,
 * so patient data from the page does not travel with the ticket.
 */
const MAX_LINES = 50;
const lines: string[] = [];

export function logClientError(error: DisplayError, where: string = window.location.pathname): void {
  lines.push(`${new Date().toISOString()} ${where} ${error.type} ${error.code ?? '-'}: ${error.message}`);
  if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
}

export function recentClientLogs(): string[] {
  return [...lines];
}
