/**
 * Campaigns, their variables and agents, the day's lists, logged calls and call-list filters
 * from the Care API. One instance per request: the campaign, type and option listings and the
 * viewer's own assignments are fetched at most once; per-campaign details go through the
 * DataLoaders, and every write clears what it changed so the mutation's answer is fresh.
 */
import {
  DIALER_READY_STATUS,
  routes,
  type CallHistoryRowDto,
  type CallListBreakdownRowDto,
  type CallListCountsDto,
  type CallListDto,
  type CallListFilterDto,
  type CallListScoreDto,
  type CampaignAssignmentDto,
  type CampaignDto,
  type CampaignInputDto,
  type CampaignOptionDto,
  type CampaignTypeDto,
  type CampaignVariableDto,
  type CampaignVariableInputDto,
  type DialerStatusResultDto,
  type LoggedCallDto,
} from '@luminate/schema/rest';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { badUserInput, notFound } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import type { AuditIds } from '../../audit/event.ts';
import type { CampaignInput, CampaignVariableInput } from '../../generated/graphql.ts';
import { campaignBody, variableBody } from './domain/inputs.ts';
import { isDialerType } from './domain/type-info.ts';
import { createCampaignsLoaders, type CampaignsLoaders } from './loaders.ts';
import { canManageCampaigns, MANAGE_REFUSAL } from './policy.ts';
import { byEnglishNumericIgnoringCase } from '../shared/collation.ts';

/** The query of a filter upload, as the Care API takes it. */
export interface FilterUploadQuery {
  filterName: string;
  campaignId?: number;
  isExclusive?: 'true' | 'false';
  sendToCreatio?: 'true' | 'false';
}

const byActiveThenName = (a: CampaignDto, b: CampaignDto) =>
  Number(b.active) - Number(a.active) || byEnglishNumericIgnoringCase(a.campaignName, b.campaignName) || a.campaignId - b.campaignId;

export class CampaignsSource {
  private readonly loaders: CampaignsLoaders;
  private campaignsById?: Promise<Map<number, CampaignDto>>;
  private typeList?: Promise<CampaignTypeDto[]>;
  private optionList?: Promise<CampaignOptionDto[]>;
  private viewerAssignmentList?: Promise<CampaignAssignmentDto[]>;
  private viewerCampaigns?: Promise<ReadonlySet<number>>;

  constructor(private readonly ctx: RequestContext) {
    this.loaders = createCampaignsLoaders(ctx.upstream);
  }

  /** Every campaign, active first, then by name. */
  async campaigns(): Promise<CampaignDto[]> {
    return [...(await this.allCampaigns()).values()].sort(byActiveThenName);
  }

  async campaign(id: number): Promise<CampaignDto | null> {
    return (await this.allCampaigns()).get(id) ?? null;
  }

  /** A campaign that must exist (NOT_FOUND otherwise). */
  async requireCampaign(id: number): Promise<CampaignDto> {
    const campaign = await this.campaign(id);
    if (!campaign) throw notFound(`Campaign ${id} not found`);
    return campaign;
  }

  types(): Promise<CampaignTypeDto[]> {
    this.typeList ??= this.ctx.upstream.call(routes.listCampaignTypes).then((types) => types.sort((a, b) => a.id - b.id));
    return this.typeList;
  }

  /** Every option, active or not (variables keep pointing at retired options). */
  options(): Promise<CampaignOptionDto[]> {
    this.optionList ??= this.ctx.upstream
      .call(routes.listCampaignOptions)
      .then((options) => options.sort((a, b) => a.optionId - b.optionId));
    return this.optionList;
  }

  async option(id: number): Promise<CampaignOptionDto | null> {
    return (await this.options()).find((o) => o.optionId === id) ?? null;
  }

  /** The signed-in user's assignments to active campaigns; none without an employee record. */
  viewerAssignments(): Promise<CampaignAssignmentDto[]> {
    const employeeId = this.ctx.viewer?.employeeId ?? null;
    if (employeeId === null) return Promise.resolve([]);
    this.viewerAssignmentList ??= this.ctx.upstream.call(routes.employeeCampaignAssignments, { params: { id: employeeId } });
    return this.viewerAssignmentList;
  }

  /** Ids of the active campaigns the viewer is assigned to (one set per request). */
  viewerCampaignIds(): Promise<ReadonlySet<number>> {
    this.viewerCampaigns ??= this.viewerAssignments().then((list) => new Set(list.map((a) => a.campaignId)));
    return this.viewerCampaigns;
  }

  variables(campaignId: number): Promise<CampaignVariableDto[]> {
    return this.loaders.variables.load(campaignId);
  }

  assignments(campaignId: number): Promise<CampaignAssignmentDto[]> {
    return this.loaders.assignments.load(campaignId);
  }

  callList(campaignId: number): Promise<CallListDto> {
    return this.loaders.callList.load(campaignId);
  }

  breakdown(campaignId: number): Promise<CallListBreakdownRowDto[]> {
    return this.loaders.breakdown.load(campaignId);
  }

  counts(campaignId: number): Promise<CallListCountsDto> {
    return this.loaders.counts.load(campaignId);
  }

  /**
   * The viewer's last calls, newest first. Only agents (and managers) have call logs: anyone
   * else — no employee record, or no assignment to an active campaign — has none, and the
   * Care API is not asked (it refuses them).
   */
  async callHistory(): Promise<CallHistoryRowDto[]> {
    if (this.ctx.viewer?.employeeId == null) return [];
    if (!canManageCampaigns(this.ctx.viewer) && (await this.viewerAssignments()).length === 0) return [];
    return this.ctx.upstream.call(routes.callsPopped);
  }

  filters(): Promise<CallListFilterDto[]> {
    return this.ctx.upstream.call(routes.listCallListFilters);
  }

  // Writes: never retried by the client; each clears the request's cached reads it invalidates.

  private async postCampaign(body: CampaignInputDto): Promise<CampaignDto> {
    return this.remember(await this.ctx.upstream.call(routes.createCampaign, { body }));
  }

  private async putCampaign(campaignId: number, body: CampaignInputDto): Promise<CampaignDto> {
    const campaign = this.remember(await this.ctx.upstream.call(routes.updateCampaign, { params: { campaignId }, body }));
    this.forgetList(campaignId);
    return campaign;
  }

  private async putDeactivation(campaignId: number): Promise<CampaignDto> {
    const campaign = this.remember(await this.ctx.upstream.call(routes.deactivateCampaign, { params: { campaignId } }));
    this.forgetList(campaignId);
    return campaign;
  }

  async assignAgent(campaignId: number, userId: number, userName: string, createdBy: string): Promise<CampaignAssignmentDto> {
    const assignment = await this.ctx.upstream.call(routes.createCampaignAssignment, {
      body: { campaignId, userId, userName, createdBy, createdDt: new Date().toISOString() },
    });
    this.loaders.assignments.clear(campaignId);
    return assignment;
  }

  async unassignAgent(recordId: number): Promise<CampaignAssignmentDto> {
    const removed = await this.ctx.upstream.call(routes.deleteCampaignAssignment, { params: { recordId } });
    this.loaders.assignments.clear(removed.campaignId);
    return removed;
  }

  async createVariable(body: CampaignVariableInputDto): Promise<CampaignVariableDto> {
    const variable = await this.ctx.upstream.call(routes.createCampaignVariable, { body });
    this.forgetVariables(body.campaignId);
    return variable;
  }

  async updateVariable(variableId: number, body: CampaignVariableInputDto): Promise<CampaignVariableDto> {
    const variable = await this.ctx.upstream.call(routes.updateCampaignVariable, { params: { variableId }, body });
    this.forgetVariables(body.campaignId);
    return variable;
  }

  async deleteVariable(variableId: number, campaignId: number): Promise<CampaignVariableDto> {
    const variable = await this.ctx.upstream.call(routes.deleteCampaignVariable, { params: { variableId } });
    this.forgetVariables(campaignId);
    return variable;
  }

  async rescore(campaignId: number): Promise<CallListScoreDto[]> {
    const scores = await this.ctx.upstream.call(routes.rescoreCampaign, { query: { campaignId } });
    this.forgetList(campaignId);
    return scores;
  }

  async resetExhausted(campaignId: number): Promise<DialerStatusResultDto> {
    const result = await this.ctx.upstream.call(routes.setDialerStatus, { query: { status: DIALER_READY_STATUS, campaignId } });
    this.forgetList(campaignId);
    return result;
  }

  private async postCall(campaignId: number, memberId: number): Promise<LoggedCallDto> {
    const logged = await this.ctx.upstream.call(routes.logCall, { params: { campaignId }, query: { memberId } });
    this.forgetList(campaignId);
    return logged;
  }

  createFilter(query: FilterUploadQuery, workbook: Buffer): Promise<CallListFilterDto> {
    return this.ctx.upstream.upload(routes.createCallListFilter, { query, body: workbook });
  }

  deleteFilter(name: string): Promise<CallListFilterDto> {
    return this.ctx.upstream.call(routes.deleteCallListFilter, { query: { id: name } });
  }

  filterReport(): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.callListFilterReport);
  }

  scoresReport(campaignId: number): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.callListScores, { query: { campaignId } });
  }

  private allCampaigns(): Promise<Map<number, CampaignDto>> {
    this.campaignsById ??= this.ctx.upstream
      .call(routes.listCampaigns)
      .then((campaigns) => new Map(campaigns.map((c) => [c.campaignId, c])));
    return this.campaignsById;
  }

  /** Later reads of the request (e.g. `campaign(id)`) see a written campaign. */
  private remember(campaign: CampaignDto): CampaignDto {
    if (this.campaignsById) {
      this.campaignsById = this.campaignsById.then((byId) => byId.set(campaign.campaignId, campaign));
    }
    return campaign;
  }

  private forgetVariables(campaignId: number): void {
    this.loaders.variables.clear(campaignId);
    this.forgetList(campaignId);
  }

  /** Scores, list, breakdown and counts all follow from the variables and the calls. */
  private forgetList(campaignId: number): void {
    this.loaders.callList.clear(campaignId);
    this.loaders.breakdown.clear(campaignId);
    this.loaders.counts.clear(campaignId);
  }

  // ——— Writes: managers only (checked here as well as by the fields' @auth), the shared rule, then
  // one audited upstream write. Agents log their calls on the campaigns they work. ———

  private assertManager(what: string, ids: AuditIds): void {
    if (!canManageCampaigns(this.ctx.viewer)) throw refused(this.ctx, what, MANAGE_REFUSAL, ids);
  }

  private async requireVariable(campaignId: number, variableId: number): Promise<void> {
    const variables = await this.variables(campaignId);
    if (!variables.some((v) => v.variableId === variableId))
      throw notFound(`Variable ${variableId} is not a variable of campaign ${campaignId}`);
  }

  createCampaign(input: CampaignInput): Promise<CampaignDto> {
    this.assertManager('campaign.create', { typeId: input.typeId });
    const body = campaignBody(input);
    return audited(
      this.ctx,
      'campaign.create',
      { typeId: input.typeId },
      () => this.postCampaign(body),
      (campaign) => ({ campaignId: campaign.campaignId }),
    );
  }

  updateCampaign(campaignId: number, input: CampaignInput): Promise<CampaignDto> {
    this.assertManager('campaign.update', { campaignId });
    const body = campaignBody(input);
    return audited(this.ctx, 'campaign.update', { campaignId }, () => this.putCampaign(campaignId, body));
  }

  deactivateCampaign(campaignId: number): Promise<CampaignDto> {
    this.assertManager('campaign.deactivate', { campaignId });
    return audited(this.ctx, 'campaign.deactivate', { campaignId }, () => this.putDeactivation(campaignId));
  }

  async assignCampaignAgent(campaignId: number, employeeId: number): Promise<CampaignDto> {
    this.assertManager('campaign.assignAgent', { campaignId, employeeId });
    const [campaign, employee] = await Promise.all([
      this.requireCampaign(campaignId),
      this.ctx.dataSources.assignments.employee(employeeId),
    ]);
    if (!employee) throw notFound(`Employee ${employeeId} not found`);
    const assignedBy = this.ctx.viewer?.name ?? this.ctx.viewer?.uid ?? 'unknown';
    await audited(this.ctx, 'campaign.assignAgent', { campaignId, employeeId }, () =>
      this.assignAgent(campaignId, employeeId, employee.fullName, assignedBy),
    );
    return campaign;
  }

  async unassignCampaignAgent(recordId: number): Promise<CampaignDto> {
    this.assertManager('campaign.unassignAgent', { recordId });
    const removed = await audited(this.ctx, 'campaign.unassignAgent', { recordId }, () => this.unassignAgent(recordId));
    return this.requireCampaign(removed.campaignId);
  }

  async createCampaignVariable(campaignId: number, input: CampaignVariableInput): Promise<CampaignDto> {
    this.assertManager('campaign.variable.create', { campaignId, optionId: input.optionId });
    const [campaign, option] = await Promise.all([this.requireCampaign(campaignId), this.option(Number(input.optionId))]);
    const body = variableBody(campaignId, input, option, isDialerType(campaign.campaignType));
    await audited(this.ctx, 'campaign.variable.create', { campaignId, optionId: input.optionId }, () => this.createVariable(body));
    return campaign;
  }

  async updateCampaignVariable(campaignId: number, variableId: number, input: CampaignVariableInput): Promise<CampaignDto> {
    this.assertManager('campaign.variable.update', { campaignId, variableId, optionId: input.optionId });
    const [campaign, option] = await Promise.all([
      this.requireCampaign(campaignId),
      this.option(Number(input.optionId)),
      this.requireVariable(campaignId, variableId),
    ]);
    const body = variableBody(campaignId, input, option, isDialerType(campaign.campaignType));
    await audited(this.ctx, 'campaign.variable.update', { campaignId, variableId, optionId: input.optionId }, () =>
      this.updateVariable(variableId, body),
    );
    return campaign;
  }

  async deleteCampaignVariable(campaignId: number, variableId: number): Promise<CampaignDto> {
    this.assertManager('campaign.variable.delete', { campaignId, variableId });
    const [campaign] = await Promise.all([this.requireCampaign(campaignId), this.requireVariable(campaignId, variableId)]);
    await audited(this.ctx, 'campaign.variable.delete', { campaignId, variableId }, () => this.deleteVariable(variableId, campaignId));
    return campaign;
  }

  async rescoreCampaign(campaignId: number): Promise<{ campaign: CampaignDto; scores: CallListScoreDto[] }> {
    this.assertManager('campaign.rescore', { campaignId });
    const campaign = await this.requireCampaign(campaignId);
    const scores = await audited(this.ctx, 'campaign.rescore', { campaignId }, () => this.rescore(campaignId));
    return { campaign, scores };
  }

  async resetExhaustedMembers(campaignId: number): Promise<{ campaign: CampaignDto; membersReset: number }> {
    this.assertManager('campaign.resetExhausted', { campaignId });
    const campaign = await this.requireCampaign(campaignId);
    if (!isDialerType(campaign.campaignType)) throw badUserInput('Only Outreach-Dialer campaigns have exhausted members to reset');
    const { membersReset } = await audited(this.ctx, 'campaign.resetExhausted', { campaignId }, () => this.resetExhausted(campaignId));
    return { campaign, membersReset };
  }

  /** Call agents log calls on the campaigns they work (the policy's rule, checked by the caller). */
  logCall(campaignId: number, memberId: number): Promise<LoggedCallDto> {
    return audited(this.ctx, 'callList.logCall', { campaignId, memberId }, () => this.postCall(campaignId, memberId));
  }

  async deleteCallListFilter(rawName: string): Promise<CallListFilterDto[]> {
    const name = rawName.trim();
    // The filter's name is user text: the audit event keeps only its length.
    this.assertManager('callListFilter.delete', { nameLength: name.length });
    if (!name) throw badUserInput('Choose a filter to delete');
    await audited(this.ctx, 'callListFilter.delete', { nameLength: name.length }, () => this.deleteFilter(name));
    return this.filters();
  }
}
