/**
 * Hospital facilities from the Care API. One instance per request: a market's facilities come in
 * one request with their CESs and admissions; a facility's history is fetched once per request.
 * Writes follow the module order: the shared rule, the policy, one audited upstream call.
 */
import { routes, type EmployeeRefDto, type HospitalFacilityDto } from '@luminate/schema/rest';
import { AssignmentType } from '@luminate/schema/constants';
import { hospitalFacilityCreateRule, hospitalFacilityStatusRule, hospitalFacilityUpdateRule } from '@luminate/schema/rules';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { hospitalEditDecision } from './policy.ts';
import type { HospitalFacilityHistoryParent } from './types.ts';
import { byEnglishNumeric } from '../shared/collation.ts';

const byLastName = (a: EmployeeRefDto, b: EmployeeRefDto) =>
  byEnglishNumeric(a.lastName, b.lastName) || byEnglishNumeric(a.firstName, b.firstName) || a.id - b.id;

export class HospitalsSource {
  private readonly histories = new Map<number, Promise<HospitalFacilityHistoryParent>>();

  constructor(private readonly ctx: RequestContext) {}

  /** A market's facilities by name; deactivated ones only when asked. */
  facilities(marketId: number, showDeactivated: boolean): Promise<HospitalFacilityDto[]> {
    return this.ctx.upstream.call(routes.listHospitalFacilities, {
      query: { marketId, showDeactivated: showDeactivated ? 'true' : 'false' },
    });
  }

  /** A facility's change logs, newest first (asked once per request). */
  history(facilityId: number): Promise<HospitalFacilityHistoryParent> {
    let history = this.histories.get(facilityId);
    if (!history) {
      history = this.ctx.upstream
        .call(routes.listHospitalFacilityChangeLogs, { query: { facilityId } })
        .then((entries) => ({ id: facilityId, entries }));
      this.histories.set(facilityId, history);
    }
    return history;
  }

  /** Employees holding assignment type 36 (CES) at an office of the market, by last name. */
  async communityEngagementSpecialists(marketId: number): Promise<EmployeeRefDto[]> {
    const [employees, offices] = await Promise.all([
      this.ctx.upstream.call(routes.listEmployees, { query: { assignmentTypeIds: String(AssignmentType.CES) } }),
      this.ctx.dataSources.markets.officesOfMarket(marketId),
    ]);
    const officeIds = new Set(offices.map((o) => o.id));
    return employees
      .filter((e) => e.marketAssignments.some((a) => a.assignmentTypeId === AssignmentType.CES && officeIds.has(a.officeId)))
      .sort(byLastName);
  }

  async create(input: unknown): Promise<HospitalFacilityDto> {
    const facility = parseInput(hospitalFacilityCreateRule, input);
    this.assertMayEdit('hospital.create', { marketId: facility.marketId });
    return audited(
      this.ctx,
      'hospital.create',
      { marketId: facility.marketId },
      () => this.ctx.upstream.call(routes.createHospitalFacility, { body: facility }),
      (created) => ({ hospitalFacilityId: created.id }),
    );
  }

  async update(id: number, input: unknown): Promise<HospitalFacilityDto> {
    const edit = parseInput(hospitalFacilityUpdateRule, input);
    this.assertMayEdit('hospital.update', { hospitalFacilityId: id });
    return this.afterWrite(
      id,
      audited(this.ctx, 'hospital.update', { hospitalFacilityId: id }, () =>
        this.ctx.upstream.call(routes.updateHospitalFacility, { body: { id, ...edit } }),
      ),
    );
  }

  /** Deactivate (active false) or reactivate (true). */
  async setActive(id: number, active: boolean, note: unknown): Promise<HospitalFacilityDto> {
    const status = parseInput(hospitalFacilityStatusRule, { note });
    const what = active ? 'hospital.reactivate' : 'hospital.deactivate';
    this.assertMayEdit(what, { hospitalFacilityId: id });
    return this.afterWrite(
      id,
      audited(this.ctx, what, { hospitalFacilityId: id }, () =>
        this.ctx.upstream.call(routes.updateHospitalFacility, { body: { id, active, note: status.note ?? null } }),
      ),
    );
  }

  /** The facilities workbook of a market, from the Care API. */
  report(marketId: number | undefined, showDeactivated: boolean): Promise<UpstreamFile> {
    const query: { marketId?: number; showDeactivated: 'true' | 'false' } = { showDeactivated: showDeactivated ? 'true' : 'false' };
    if (marketId !== undefined) query.marketId = marketId;
    return this.ctx.upstream.download(routes.hospitalFacilitiesReport, { query });
  }

  private assertMayEdit(what: string, ids: Record<string, number>): void {
    const decision = hospitalEditDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, what, decision.reason, ids);
  }

  /** A write changes the history: it is read again for the answer. */
  private async afterWrite(id: number, write: Promise<HospitalFacilityDto>): Promise<HospitalFacilityDto> {
    const facility = await write;
    this.histories.delete(id);
    return facility;
  }
}
