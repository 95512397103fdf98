/**
 * The analytics calls of one request: an embed link from the Care API (one request), checked to
 * point at the configured analytics origin before the browser gets it, and a workbook's export as
 * a file. Both apply the Medical Cost rule first; nothing is asked of the Care API for a viewer
 * the rule refuses.
 */
import { routes } from '@luminate/schema/rest';
import { embedStrOf, workbookEmbedRule, WORKBOOKS, type WorkbookName } from '@luminate/schema/rules';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { ErrorCode, gatewayError, parseInput } from '../../errors.ts';
import { refused } from '../../audit.ts';
import { decideByClaimsThenTypes } from '../shared/assignment-gate.ts';
import type { Capability } from '../shared/capability.ts';
import { isMedicalCost, medicalCostDecision } from './policy.ts';
import type { WorkbookEmbedParent } from './types.ts';

/** The origin of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export const NOT_CONFIGURED = 'Embedded analytics are not configured on this server.';

export class AnalyticsSource {
  private medicalCost?: Promise<Capability>;

  constructor(
    private readonly ctx: RequestContext,
    private readonly embedOrigin: string | undefined,
  ) {}

  /** viewMedicalCost, decided once per request (the viewer's assignments are read only when the claims do not admit them). */
  viewMedicalCost(): Promise<Capability> {
    this.medicalCost ??= decideByClaimsThenTypes(this.ctx, medicalCostDecision);
    return this.medicalCost;
  }

  private async assertMaySee(workbook: WorkbookName, action: string, ids: Record<string, unknown>): Promise<void> {
    if (!isMedicalCost(workbook)) return;
    const can = await this.viewMedicalCost();
    if (!can.allowed) throw refused(this.ctx, action, can.reason, ids);
  }

  /** A fresh one-time link to the workbook (memberId for cost profiles), in the theme asked. */
  async embed(input: { workbook: unknown; memberId?: unknown; theme?: unknown }): Promise<WorkbookEmbedParent> {
    if (!this.embedOrigin) throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, NOT_CONFIGURED);
    const { workbook, memberId, theme } = parseInput(workbookEmbedRule, input);
    await this.assertMaySee(workbook, 'analytics.embed', { memberId, workbookId: WORKBOOKS[workbook].workbookId });
    const answer = await this.ctx.upstream.call(routes.workbookEmbed, {
      params: { embedStr: embedStrOf(workbook, memberId) },
      query: { theme },
    });
    // The browser frames only the configured origin: a link elsewhere would be blocked by the CSP anyway.
    const origin = originOf(answer.url);
    if (origin !== this.embedOrigin)
      throw gatewayError(ErrorCode.UPSTREAM_ERROR, 'The analytics service answered a link outside its origin.');
    return { workbook, url: answer.url, expiresAt: answer.expiresAt };
  }

  /** The workbook's table as an .xlsx file from the Care API (the caller streams and audits it). */
  async export(workbook: WorkbookName, memberId: number | null): Promise<UpstreamFile> {
    await this.assertMaySee(workbook, 'analytics.export', { memberId, workbookId: WORKBOOKS[workbook].workbookId });
    return this.ctx.upstream.download(routes.workbookExport, {
      params: { workbookId: WORKBOOKS[workbook].workbookId },
      query: memberId === null ? {} : { memberId },
    });
  }
}
