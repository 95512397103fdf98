/**
 * Market assignments from the Care API, one instance per request. A market's table is one
 * MarketAssignments request (current and past, holders included) beside the market's offices
 * and the assignment types, which the gateway keeps for every user: its cost does not grow with
 * the number of neighborhoods or types.
 */
import { routes, type AssignUserDto, type ClinicianAssignmentsDto, type MarketAssignmentEntryDto } from '@luminate/schema/rest';
import { AssignmentType } from '@luminate/schema/constants';
import { ASSIGNMENT_MESSAGES, assignmentTargetOf, changeAssignmentRule } from '@luminate/schema/rules';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { fieldFailure, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { changeAssignmentDecision } from './policy.ts';
import { buildClinicianRows, buildMarketTable } from './table.ts';
import type {
  ChangeAssignmentResultParent,
  ClinicianAssignmentsParent,
  MarketAssignmentTableParent,
  NeighborhoodAssignmentsParent,
} from './types.ts';

export class MarketAssignmentsSource {
  private readonly entries = new Map<number, Promise<MarketAssignmentEntryDto[]>>();
  private clinicians?: Promise<ClinicianAssignmentsDto>;

  constructor(private readonly ctx: RequestContext) {}

  /** The table of a market; null for a market the Care API does not know. */
  async table(marketId: number): Promise<MarketAssignmentTableParent | null> {
    const { markets, assignments } = this.ctx.dataSources;
    const market = await markets.market(marketId);
    if (!market) return null;
    const [offices, entries, types] = await Promise.all([
      markets.officesOfMarket(marketId),
      this.entriesOf(marketId),
      assignments.assignmentTypes(true),
    ]);
    return buildMarketTable(market, offices, entries, new Map(types.map((t) => [t.id, t])));
  }

  /** One neighborhood's row (its history dialog); null for an unknown office or a community row. */
  async row(officeId: number): Promise<NeighborhoodAssignmentsParent | null> {
    const office = await this.ctx.dataSources.markets.office(officeId);
    if (!office) return null;
    const table = await this.table(office.marketId);
    return table?.rows.find((r) => r.office.id === officeId) ?? null;
  }

  /** The Collab/Designated rows: every clinician, with current and past physicians. */
  async clinicianRows(): Promise<ClinicianAssignmentsParent[]> {
    const { clinicians, assignments } = await this.clinicianListing();
    return buildClinicianRows(clinicians, assignments);
  }

  /**
   * Change Assignment: the shared rule, the policy, the target the type's level names, then one
   * AssignUser call. Answers what changed, read back whole, so the page's cache updates in place.
   */
  async change(input: unknown): Promise<ChangeAssignmentResultParent> {
    const change = parseInput(changeAssignmentRule, input);
    const ids = {
      assignmentTypeId: change.assignmentTypeId,
      employeeId: change.employeeId ?? undefined,
      marketId: change.marketId ?? undefined,
      officeId: change.officeId ?? undefined,
      clinicianId: change.clinicianId ?? undefined,
    };
    const decision = changeAssignmentDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, 'marketAssignment.change', decision.reason, ids);

    const type = await this.ctx.dataSources.assignments.assignmentType(change.assignmentTypeId);
    if (!type || !type.active) throw fieldFailure('assignmentTypeId', ASSIGNMENT_MESSAGES.unknownType);
    const target = assignmentTargetOf(type.id, type.level);
    let to: number;
    let marketId: number | null = null;
    let officeCommunity: string | null = null;
    if (target === 'market') {
      to = change.marketId!;
      marketId = to;
    } else if (target === 'clinician') {
      to = change.clinicianId!;
    } else {
      const office = await this.ctx.dataSources.markets.office(change.officeId!);
      const isCommunity = office?.name.endsWith('.000') ?? false;
      if (!office || office.deleted || isCommunity !== (target === 'community'))
        throw fieldFailure('officeId', ASSIGNMENT_MESSAGES[target]);
      to = office.id;
      marketId = office.marketId;
      if (target === 'community') officeCommunity = office.communityId;
    }

    const body: AssignUserDto = {
      employeeId: change.unassign ? null : change.employeeId!,
      to,
      assignmentTypeId: type.id,
      unassign: change.unassign,
    };
    const answer = await audited(this.ctx, 'marketAssignment.change', ids, () => this.ctx.upstream.call(routes.assignUser, { body }));
    // Who covers which office changed: the dashboards' Mine views and viewerCan follow it from their next view, on every replica.
    await this.ctx.dataSources.assignments.coverageChanged();

    if (target === 'clinician') {
      this.clinicians = undefined;
      const rows = await this.clinicianRows();
      return { assigned: null, ended: [], table: null, rows: [], clinician: rows.find((r) => r.clinician.id === to) ?? null };
    }
    this.entries.delete(marketId!);
    const table = await this.table(marketId!);
    const rows =
      table?.rows.filter((r) =>
        target === 'market'
          ? type.id !== AssignmentType.AUDITOR_EDUCATOR
          : target === 'community'
            ? r.office.communityId === officeCommunity
            : r.office.id === to,
      ) ?? [];
    return { assigned: answer.started, ended: answer.ended, table, rows, clinician: null };
  }

  /** The current assignments of every market (or one) as the Care API's CSV file. */
  report(marketId?: number): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.marketAssignmentsReport, { query: marketId === undefined ? {} : { marketId } });
  }

  private entriesOf(marketId: number): Promise<MarketAssignmentEntryDto[]> {
    let pending = this.entries.get(marketId);
    if (!pending) {
      pending = this.ctx.upstream.call(routes.listMarketAssignments, { query: { marketId, includeInactive: 'true' } });
      this.entries.set(marketId, pending);
    }
    return pending;
  }

  private clinicianListing(): Promise<ClinicianAssignmentsDto> {
    this.clinicians ??= this.ctx.upstream.call(routes.listClinicianAssignments, { query: { includeInactive: 'true' } });
    return this.clinicians;
  }
}
