/**
 * The report workbooks, asked of the Care API once their parameters pass the report forms'
 * shared rules (a failure is answered 400 with the rule's first message, before anything is sent
 * upstream). Each answer is streamed to the browser by the file route, never buffered.
 */
import { routes } from '@luminate/schema/rest';
import {
  closestOfficeReportRule,
  isoToday,
  rangesReportRule,
  redBoxErrorsReportRule,
  submittedForTermReportRule,
} from '@luminate/schema/rules';
import type { z } from 'zod';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { parseInput } from '../../errors.ts';

type Query = Record<string, unknown>;

/** A report's parameters through their rule; a file route's link shows the first message alone. */
const checked = <S extends z.ZodType>(rule: S, input: unknown): z.output<S> => parseInput(rule, input, { firstMessageOnly: true });

/** The first value of a query parameter (a repeated one counts once). */
const first = (value: unknown): unknown => (Array.isArray(value) ? (value as unknown[])[0] : value);

export class ReportsSource {
  constructor(private readonly ctx: RequestContext) {}

  /** Closest office per member of a market or community, with the chosen engagement. */
  closestOffice(query: Query): { targets: { marketId: number | null; communityId: string | null }; file: Promise<UpstreamFile> } {
    const p = checked(closestOfficeReportRule, {
      marketId: first(query.marketId),
      communityId: first(query.communityId),
      engagement: first(query.engagement),
    });
    const marketId = p.communityId === null ? p.marketId : null;
    const upstreamQuery = {
      engagement: p.engagement,
      ...(p.communityId !== null ? { communityId: p.communityId } : { marketId: marketId! }),
    };
    return {
      targets: { marketId, communityId: p.communityId },
      file: this.ctx.upstream.download(routes.closestOfficeReport, { query: upstreamQuery }),
    };
  }

  /** Offices (or providers' home bases, for VC ranges) within the range of each member of a market. */
  ranges(kind: 'office' | 'vc', query: Query): { targets: { marketId: number }; file: Promise<UpstreamFile> } {
    const p = checked(rangesReportRule, { marketId: first(query.marketId), range: first(query.range) ?? undefined });
    const route = kind === 'office' ? routes.memberOfficeRangesReport : routes.vcRangesReport;
    return {
      targets: { marketId: p.marketId },
      file: this.ctx.upstream.download(route, { query: { marketId: p.marketId, range: p.range } }),
    };
  }

  /** Red box errors logged between two days, of one market or all. */
  redBoxErrors(query: Query): { targets: { marketId: number | null }; file: Promise<UpstreamFile> } {
    const p = checked(redBoxErrorsReportRule(isoToday()), {
      startDate: first(query.startDate),
      endDate: first(query.endDate),
      marketId: first(query.marketId),
    });
    const upstreamQuery = { startDate: p.startDate, endDate: p.endDate, ...(p.marketId !== null ? { marketId: p.marketId } : {}) };
    return { targets: { marketId: p.marketId }, file: this.ctx.upstream.download(routes.redBoxErrorsReport, { query: upstreamQuery }) };
  }

  /** Term requests entered between two days. */
  submittedForTerm(query: Query): Promise<UpstreamFile> {
    const p = checked(submittedForTermReportRule(isoToday()), { start: first(query.start), end: first(query.end) });
    return this.ctx.upstream.download(routes.submittedForTermReport, { query: p });
  }

  dropIneligible(): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.dropIneligibleReport);
  }

  nextVisit(): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.nextVisitReport);
  }

  weeklyConversionRate(): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.weeklyConversionRateReport);
  }
}
