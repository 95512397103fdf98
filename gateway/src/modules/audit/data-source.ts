/**
 * Reads the audit trail for the Audit Trail page: the criteria and page are checked (bounded
 * lengths, a sane time range, at most MAX_TAKE events per page) before the file is read.
 */
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import type { AuditEvent, AuditFilter, AuditOutcome, AuditTransport } from '../../audit/index.ts';
import type { AuditOutcome as GraphOutcome, AuditTransport as GraphTransport, QueryAuditEventsArgs } from '../../generated/graphql.ts';
import { listPage } from '../shared/paging.ts';

export const MAX_TAKE = 200;
export const MAX_SKIP = 1_000_000;

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .transform((v) => v || null)
    .nullish();

/** The criteria arguments of Query.auditEvents: every one given must hold. */
const criteriaRule = z
  .object({
    uid: text(128, 'The user id'),
    action: text(100, 'The action'),
    actionMatch: z.enum(['EXACT', 'PREFIX']).nullish(),
    outcome: z.enum(['OK', 'FAILED', 'FORBIDDEN', 'ABORTED']).nullish(),
    transport: z.enum(['HTTP', 'WS', 'FILE']).nullish(),
    from: z.string().nullish(),
    to: z.string().nullish(),
    targetId: text(64, 'The target id'),
    requestId: text(128, 'The request id'),
  })
  .refine((f) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to), { message: 'From must not be after To' });

const pageRule = z.object({
  skip: z.number().int().min(0, 'skip must be 0 or more').max(MAX_SKIP, `skip must be at most ${MAX_SKIP}`),
  take: z.number().int().min(1, 'take must be at least 1').max(MAX_TAKE, `take must be at most ${MAX_TAKE}`),
});

export interface AuditEventNode extends Omit<AuditEvent, 'employeeId' | 'outcome' | 'transport'> {
  /** The graph's ids are strings. */
  employeeId: string | null;
  outcome: GraphOutcome;
  transport: GraphTransport;
}

export class AuditSource {
  constructor(private readonly ctx: RequestContext) {}

  async events({ skip, take, ...criteria }: QueryAuditEventsArgs) {
    const f = parseInput(criteriaRule, criteria);
    const page = parseInput(pageRule, { skip: skip ?? 0, take: take ?? 50 });
    const query: AuditFilter = {
      uid: f.uid,
      action: f.action,
      actionMatch: f.actionMatch === 'PREFIX' ? 'prefix' : 'exact',
      outcome: f.outcome ? (f.outcome.toLowerCase() as AuditOutcome) : null,
      transport: f.transport ? (f.transport.toLowerCase() as AuditTransport) : null,
      from: f.from ? new Date(f.from) : null,
      to: f.to ? new Date(f.to) : null,
      targetId: f.targetId,
      requestId: f.requestId,
    };
    const result = await this.ctx.audit.query(query, page);
    const nodes = result.nodes.map((e): AuditEventNode => ({
      ...e,
      employeeId: e.employeeId == null ? null : String(e.employeeId),
      outcome: e.outcome.toUpperCase() as GraphOutcome,
      transport: e.transport.toUpperCase() as GraphTransport,
    }));
    return listPage(nodes, result.totalCount, page);
  }
}
