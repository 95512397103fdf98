/**
 * The module's two data sources, one instance of each per request:
 * - NeighborhoodsSource: adding and editing offices through the Care API, their change and node
 *   logs, and whether a community has the staff a new neighborhood needs;
 * - ProvidersSource: provider details, the provider rows of a market for a date range (one Care
 *   API request for the whole market), the edit of a row and the change log.
 */
import { GraphQLError } from 'graphql';
import {
  routes,
  type OfficeChangeLogDto,
  type OfficeDto,
  type OfficeNodeLogDto,
  type OfficeSaveDto,
  type ProviderChangeLogDto,
} from '@luminate/schema/rest';
import {
  communityOfficeName,
  missingCommunityStaffMessage,
  neighborhoodAddRule,
  neighborhoodEditChanges,
  neighborhoodEditRule,
  neighborhoodIdProblem,
  NEIGHBORHOOD_EXISTS_MESSAGE,
  NO_CHANGE_MESSAGE,
  providerEditRule,
  providerRangeRule,
  REQUIRED_COMMUNITY_TYPES,
  type ProviderRange,
} from '@luminate/schema/rules';
import { COMMUNITY_OFFICE_NAME } from '@luminate/schema/constants';
import type { RequestContext } from '../../context.ts';
import { ErrorCode, fieldFailure, notFound, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { neighborhoodDecision, providerEditDecision } from './policy.ts';
import type { ProviderRow } from './types.ts';

/** The Care API refuses a well-formed write for a rule it checks itself (422): shown on the form. */
function asRuleFailure(error: unknown, field: string | null): never {
  if (error instanceof GraphQLError && error.extensions.code === ErrorCode.UNPROCESSABLE) {
    throw fieldFailure(field, error.message);
  }
  throw error;
}

export class NeighborhoodsSource {
  private communityStaff?: Promise<Map<number, Set<number>>>;

  constructor(private readonly ctx: RequestContext) {}

  /**
   * Add: the rule's shape, the policy, then the id against its market (prefix) and the market's
   * offices (duplicate), then one POST. The Care API checks the same and the community's OM and
   * CD; its refusals come back on the id field.
   */
  async add(input: unknown): Promise<OfficeSaveDto> {
    const shape = parseInput(neighborhoodAddRule(), input);
    const decision = neighborhoodDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, 'neighborhood.add', decision.reason, { marketId: shape.marketId });
    const market = await this.ctx.dataSources.markets.market(shape.marketId);
    if (!market) throw notFound(`Market ${shape.marketId} not found`);
    const problem = neighborhoodIdProblem(shape.name, market.officePrefix);
    if (problem) throw fieldFailure('name', problem);
    const offices = await this.ctx.dataSources.markets.officesOfMarket(market.id);
    if (offices.some((o) => o.name === shape.name)) throw fieldFailure('name', NEIGHBORHOOD_EXISTS_MESSAGE);
    const community = offices.find((o) => o.name === communityOfficeName(shape.name));
    if (community) {
      const gap = await this.staffingGap(community);
      if (gap) throw fieldFailure('name', gap);
    }
    return audited(
      this.ctx,
      'neighborhood.add',
      { marketId: market.id },
      () => this.ctx.upstream.call(routes.createOffice, { body: shape }).catch((e: unknown) => asRuleFailure(e, 'name')),
      (saved) => ({ officeIds: saved.offices.map((o) => o.id) }),
    );
  }

  /** Edit: the rule, the policy, then the office must exist and something must change; one PUT. */
  async update(id: number, input: unknown): Promise<OfficeSaveDto> {
    const edit = parseInput(neighborhoodEditRule, input);
    const decision = neighborhoodDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, 'neighborhood.update', decision.reason, { officeId: id });
    const current = await this.ctx.dataSources.markets.office(id);
    if (!current || current.deleted) throw notFound(`Office ${id} not found`);
    if (!neighborhoodEditChanges(current, edit)) throw fieldFailure(null, NO_CHANGE_MESSAGE);
    return audited(this.ctx, 'neighborhood.update', { officeId: id }, () =>
      this.ctx.upstream.call(routes.updateOffice, { body: { id, ...edit } }).catch((e: unknown) => asRuleFailure(e, null)),
    );
  }

  changeLogs(officeId: number): Promise<OfficeChangeLogDto[]> {
    return this.ctx.upstream.call(routes.officeChangeLogs, { params: { id: officeId } });
  }

  nodeLogs(officeId: number): Promise<OfficeNodeLogDto[]> {
    return this.ctx.upstream.call(routes.officeNodeLogs, { params: { id: officeId } });
  }

  /**
   * For a community row: which of the OM and CD it lacks (the sentence the add form shows), or
   * null. The holders of both types come from one employee listing per request.
   */
  async staffingGap(office: Pick<OfficeDto, 'id' | 'name'>): Promise<string | null> {
    if (!COMMUNITY_OFFICE_NAME.test(office.name)) return null;
    const staff = await this.loadCommunityStaff();
    return missingCommunityStaffMessage(office.name, staff.get(office.id) ?? new Set());
  }

  private loadCommunityStaff(): Promise<Map<number, Set<number>>> {
    this.communityStaff ??= this.ctx.upstream
      .call(routes.listEmployees, { query: { assignmentTypeIds: REQUIRED_COMMUNITY_TYPES.map((t) => t.id).join(',') } })
      .then((employees) => {
        const wanted = new Set<number>(REQUIRED_COMMUNITY_TYPES.map((t) => t.id));
        const byOffice = new Map<number, Set<number>>();
        for (const e of employees) {
          for (const a of e.marketAssignments) {
            if (!wanted.has(a.assignmentTypeId)) continue;
            const held = byOffice.get(a.officeId) ?? new Set<number>();
            held.add(a.assignmentTypeId);
            byOffice.set(a.officeId, held);
          }
        }
        return byOffice;
      });
    return this.communityStaff;
  }
}

/**
 * The range rule as the gateway applies it: around today in UTC, one day either way, because
 * the browser's today may be a day behind or ahead of UTC.
 */
const rangeRule = () => providerRangeRule(new Date().toISOString().slice(0, 10), 1);

export class ProvidersSource {
  constructor(private readonly ctx: RequestContext) {}

  /** The rows of a market for a valid range, ordered by name as the Care API sends them. */
  async providerDetails(marketId: number, range: ProviderRange): Promise<ProviderRow[]> {
    const { start, end } = parseInput(rangeRule(), range);
    const rows = await this.ctx.upstream.call(routes.providerDetails, { query: { marketId, start, end } });
    return rows.map((row) => ({ ...row, marketId, start, end }));
  }

  /**
   * Edit: the rule, the policy, one PUT; then the row is read again for the same market and
   * range (its counts follow the new limit and distance) and returned whole.
   */
  async update(marketId: number, range: ProviderRange, input: unknown): Promise<ProviderRow> {
    const edit = parseInput(providerEditRule, input);
    const valid = parseInput(rangeRule(), range);
    const decision = providerEditDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, 'provider.update', decision.reason, { employeeId: edit.employeeId });
    await audited(this.ctx, 'provider.update', { employeeId: edit.employeeId, marketId }, () =>
      this.ctx.upstream.call(routes.updateProviderDetails, { body: edit }),
    );
    const row = (await this.providerDetails(marketId, valid)).find((r) => r.employeeId === edit.employeeId);
    if (!row) throw notFound(`Employee ${edit.employeeId} is not a provider of market ${marketId}`);
    return row;
  }

  changeLogs(employeeId: number): Promise<ProviderChangeLogDto[]> {
    return this.ctx.upstream.call(routes.providerChangeLogs, { query: { employeeId } });
  }
}
