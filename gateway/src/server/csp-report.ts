/**
 * POST /csp-report: where browsers send Content-Security-Policy violation reports, both the
 * classic `report-uri` form (application/csp-report, one `csp-report` object) and the Reporting
 * API form (application/reports+json, an array of `csp-violation` reports). Bodies are capped at
 * 16 KB and the route has its own per-address budget. Each report is logged with the violated
 * directive and the origin of what was blocked only: full URLs may carry search text or record
 * ids in their path or query, and reports' samples may quote page content.
 */
import type { Express, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { jsonBody } from './body-limit.ts';
import type { RequestScope } from '../logging.ts';
import { sendJsonHttpError } from './http-errors.ts';

export const CSP_REPORT_PATH = '/csp-report';
const REPORT_BODY_LIMIT_BYTES = 16 * 1024;
/** Reports logged from one request at most (a Reporting API batch may hold several). */
const MAX_REPORTS_PER_REQUEST = 20;

export interface CspViolationSummary {
  /** The directive that blocked something, e.g. `script-src-elem`. */
  directive: string;
  /** The blocked resource's origin, or a keyword (`inline`, `eval`, `data`, `blob`, …). */
  blocked: string;
  disposition: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** `https://host:port/path?q` → `https://host:port`; keywords and schemes without an origin stay short. */
export function blockedOrigin(raw: string | null): string {
  if (!raw) return 'unknown';
  if (/^[a-z-]+$/i.test(raw)) return raw.toLowerCase().slice(0, 40); // inline, eval, self, wasm-eval, …
  try {
    const url = new URL(raw);
    if (url.origin !== 'null') return url.origin;
    return url.protocol.replace(/:$/, ''); // data:, blob:, about: …
  } catch {
    return 'unparsable';
  }
}

const DIRECTIVE = /^[a-z-]{1,40}$/;
const directiveName = (raw: string | null): string => {
  // Older browsers report the whole directive with its sources; the name is the first word.
  const name = raw?.split(/\s+/)[0]?.toLowerCase() ?? '';
  return DIRECTIVE.test(name) ? name : 'unknown';
};

/** The loggable part of every violation in a report body (either format); anything else is ignored. */
export function summarizeCspReports(body: unknown): CspViolationSummary[] {
  const summaries: CspViolationSummary[] = [];
  const push = (directive: unknown, blocked: unknown, disposition: unknown) =>
    summaries.push({
      directive: directiveName(text(directive)),
      blocked: blockedOrigin(text(blocked)),
      disposition: text(disposition) === 'report' ? 'report' : text(disposition) === 'enforce' ? 'enforce' : null,
    });
  if (Array.isArray(body)) {
    for (const report of body.slice(0, MAX_REPORTS_PER_REQUEST)) {
      if (!report || typeof report !== 'object' || (report as { type?: unknown }).type !== 'csp-violation') continue;
      const inner = (report as { body?: Record<string, unknown> }).body;
      if (!inner || typeof inner !== 'object') continue;
      push(inner.effectiveDirective ?? inner.violatedDirective, inner.blockedURL, inner.disposition);
    }
  } else if (body && typeof body === 'object') {
    const report = (body as { 'csp-report'?: Record<string, unknown> })['csp-report'];
    if (report && typeof report === 'object') {
      push(report['effective-directive'] ?? report['violated-directive'], report['blocked-uri'], report.disposition);
    }
  }
  return summaries;
}

export function registerCspReport(app: Express, deps: { logger: Logger; limiter: RequestHandler }): void {
  app.post(
    CSP_REPORT_PATH,
    deps.limiter,
    jsonBody({
      limit: REPORT_BODY_LIMIT_BYTES,
      types: ['application/csp-report', 'application/reports+json', 'application/json'],
      refuse: (_req, res, status, message, code) => sendJsonHttpError(res, status, message, code),
    }),
    (req: Request, res: Response) => {
      const log = (res.locals.scope as RequestScope | undefined)?.log ?? deps.logger;
      for (const violation of summarizeCspReports(req.body))
        log.warn({ security: 'csp-violation', ...violation }, 'content security policy violation');
      res.status(204).end();
    },
  );
}
