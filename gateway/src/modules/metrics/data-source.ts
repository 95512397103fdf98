/**
 * The panel metrics for one request. Upstream cost is constant whatever the number of offices:
 * - the office tree: one request (the dashboard's offices with their communities and markets);
 * - the dashboard: the tree (to check and name the offices) and one Measures request that counts
 *   every metric of the role at once;
 * - a drill-down or a One List page: the tree and one OData query of the metric's source;
 * - another employee's dashboard adds the viewer's role and team (two requests) to check the pick.
 * Answers are kept for the request, so a query asking several of these fields pays each once.
 */
import {
  routes,
  type DashboardOfficeDto,
  type DashboardTeamMemberDto,
  type DashboardTypeDto,
  type OneListRowDto,
  type OneListSource,
} from '@luminate/schema/rest';
import {
  ACUITY_LEVELS,
  EXPANSION_BY_TABLE,
  METRIC_ROW_FIELDS,
  METRICS_BY_ID,
  METRICS_MESSAGES,
  ONE_LIST_COLUMNS,
  acuityPercent,
  metricAppliesTo,
  metricColumns,
  metricRowsRule,
  metricViewTarget,
  metricsForRole,
  oneListPagingRule,
  type DashboardRoleChoice,
  type MetricDefinition,
  type MetricRowFieldName,
  type MetricTableName,
} from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import { badUserInput, parseInput } from '../../errors.ts';
import { refused } from '../../audit.ts';
import { parseId } from '../shared/ids.ts';
import { listPage, type ListPage } from '../shared/paging.ts';
import type {
  DashboardTeamMember,
  MetricCard,
  MetricColumn,
  MetricRowField,
  MetricsDashboard,
  MetricsDashboardHeader,
  OfficeTreeNode,
} from '../../generated/graphql.ts';
import { canPickTeamMember, officesDecision, teamMemberDecision } from './policy.ts';

type IdArg = string | number | null | undefined;

const SOURCE_BY_TABLE: Record<MetricTableName, OneListSource> = { MEMBERS: 'Members', ADMITS: 'Admits', VISITS: 'Visits', TASKS: 'Tasks' };

/** aaneelId → AANEEL_ID */
const fieldEnum = (key: MetricRowFieldName): MetricRowField => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as MetricRowField;
/** AANEEL_ID → aaneelId */
const fieldKey = (field: MetricRowField): MetricRowFieldName =>
  field.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as MetricRowFieldName;

const columnOf = (key: MetricRowFieldName): MetricColumn => ({
  field: fieldEnum(key),
  key,
  label: METRIC_ROW_FIELDS[key].label,
  type: METRIC_ROW_FIELDS[key].type,
});

export interface RowSortArg {
  field: MetricRowField;
  direction?: 'ASC' | 'DESC' | null;
}

/**
 * The OData $orderby of a sort on one of the allowed columns (lists are never sort keys). These
 * tables sort by one column at a time: the request's rule has refused more than one key.
 */
function orderBy(keys: readonly RowSortArg[] | null | undefined, allowed: readonly MetricRowFieldName[]): string | undefined {
  const sort = keys?.[0];
  if (!sort) return undefined;
  const key = fieldKey(sort.field);
  if (!allowed.includes(key) || key === 'highNeedCriteria') throw badUserInput(`This table cannot be sorted by ${sort.field}`);
  return `${key} ${sort.direction === 'DESC' ? 'desc' : 'asc'}`;
}

/** An OData string literal. */
const odataString = (text: string) => `'${text.replace(/'/g, "''")}'`;

export interface OneListArgs {
  officeIds: readonly (string | number)[];
  employeeId?: IdArg;
  search?: string | null;
  metricId?: string | null;
  sort?: readonly RowSortArg[] | null;
  skip?: number | null;
  take?: number | null;
}

/** One upstream page of rows, with the count of every matching row when it was asked for. */
interface RowsPage {
  nodes: OneListRowDto[];
  totalCount: number;
}

export class MetricsSource {
  private readonly offices = new Map<number | null, Promise<DashboardOfficeDto[]>>();
  private readonly types = new Map<number | null, Promise<DashboardTypeDto>>();
  private team?: Promise<DashboardTeamMemberDto[]>;

  constructor(private readonly ctx: RequestContext) {}

  private get viewerEmployeeId(): number | null {
    return this.ctx.viewer?.employeeId ?? null;
  }

  private query(employeeId: number | null) {
    return employeeId === null ? {} : { employeeId };
  }

  private officesOf(employeeId: number | null): Promise<DashboardOfficeDto[]> {
    let answer = this.offices.get(employeeId);
    if (!answer) {
      answer = this.ctx.upstream.call(routes.oneListOffices, { query: this.query(employeeId) });
      this.offices.set(employeeId, answer);
    }
    return answer;
  }

  private typeOf(employeeId: number | null): Promise<DashboardTypeDto> {
    let answer = this.types.get(employeeId);
    if (!answer) {
      answer = this.ctx.upstream.call(routes.oneListDashboardType, { query: this.query(employeeId) });
      this.types.set(employeeId, answer);
    }
    return answer;
  }

  /** The viewer's team, the viewer first. */
  private viewerTeam(): Promise<DashboardTeamMemberDto[]> {
    this.team ??= this.ctx.upstream.call(routes.oneListTeamMembers, { query: this.query(this.viewerEmployeeId) });
    return this.team;
  }

  /** The employee whose dashboard is asked for: the viewer, or a team member they may pick (FORBIDDEN otherwise). */
  async subject(employeeId: IdArg): Promise<number | null> {
    const own = this.viewerEmployeeId;
    if (employeeId === null || employeeId === undefined) return own;
    const id = parseId(employeeId, 'employee');
    if (id === own) return own;
    const [viewerType, team] = await Promise.all([this.typeOf(own), this.viewerTeam()]);
    const decision = teamMemberDecision({
      viewerEmployeeId: own,
      viewerAssignmentTypes: viewerType.assignmentTypeIds,
      teamEmployeeIds: team.map((t) => t.employeeId),
      employeeId: id,
    });
    if (!decision.allowed) throw refused(this.ctx, 'metrics.teamMember', decision.reason, { employeeId: id });
    return id;
  }

  /** The names of the requested offices after checking they are all on the dashboard's tree (FORBIDDEN otherwise). */
  async officeNames(subject: number | null, officeIds: readonly (string | number)[], what: string): Promise<string[]> {
    const ids = [...new Set(officeIds.map((id) => parseId(id, 'office')))];
    if (ids.length > 500) throw badUserInput(METRICS_MESSAGES.tooManyOffices);
    const tree = await this.officesOf(subject);
    const byId = new Map(tree.map((o) => [o.officeId, o.officeName]));
    const decision = officesDecision(new Set(byId.keys()), ids);
    if (!decision.allowed) throw refused(this.ctx, what, decision.reason, { officeIds: ids.slice(0, 20) });
    return ids.map((id) => byId.get(id)!);
  }

  /** Market → community → office, from the dashboard's offices. */
  async officeTree(employeeId: IdArg): Promise<OfficeTreeNode[]> {
    const offices = await this.officesOf(await this.subject(employeeId));
    const markets = new Map<number, OfficeTreeNode>();
    const communities = new Map<string, OfficeTreeNode>();
    for (const o of offices) {
      let market = markets.get(o.marketId);
      if (!market) {
        market = { key: `market:${o.marketId}`, kind: 'MARKET', label: o.marketName, officeId: null, children: [] };
        markets.set(o.marketId, market);
      }
      let community = communities.get(o.communityId);
      if (!community) {
        community = {
          key: `community:${o.communityId}`,
          kind: 'COMMUNITY',
          label: `Community ${o.communityId}`,
          officeId: null,
          children: [],
        };
        communities.set(o.communityId, community);
        market.children.push(community);
      }
      community.children.push({
        key: `office:${o.officeId}`,
        kind: 'OFFICE',
        label: o.officeName,
        officeId: String(o.officeId),
        children: [],
      });
    }
    return [...markets.values()];
  }

  async header(employeeId: IdArg): Promise<MetricsDashboardHeader> {
    const subject = await this.subject(employeeId);
    const own = this.viewerEmployeeId;
    const [viewerType, subjectType, team] = await Promise.all([this.typeOf(own), this.typeOf(subject), this.viewerTeam()]);
    const canPick = canPickTeamMember(viewerType.assignmentTypeIds);
    const members: DashboardTeamMember[] = team
      .filter((t) => canPick || t.employeeId === own)
      .map((t) => ({ employeeId: String(t.employeeId), fullName: t.fullName, defaultRole: t.dashboardType }));
    return {
      employeeId: subject === null ? null : String(subject),
      showRoleToggle: canPick,
      defaultRole: subjectType.dashboardType,
      canPickTeamMember: canPick,
      teamMembers: members,
    };
  }

  async dashboard(args: {
    officeIds: readonly (string | number)[];
    role: DashboardRoleChoice;
    employeeId?: IdArg;
  }): Promise<MetricsDashboard> {
    const subject = await this.subject(args.employeeId);
    const officeNames = await this.officeNames(subject, args.officeIds, 'metrics.dashboard');
    const measures = await this.ctx.upstream.call(routes.oneListMeasures, { body: { officeNames, role: args.role } });
    const panel = measures.actionablePanelSize;
    const metrics: MetricCard[] = metricsForRole(args.role)
      .filter((m) => measures.counts[m.id] !== undefined)
      .map((m) => ({
        id: m.id,
        label: m.label,
        group: m.group,
        value: measures.counts[m.id],
        denominator: m.ofPanel ? panel : null,
        hoverText: m.hoverText,
        table: m.table,
        viewTarget: metricViewTarget(m.id),
        expansion: EXPANSION_BY_TABLE[m.table],
        columns: metricColumns(m).map(columnOf),
      }));
    const counts = new Map(measures.acuity.map((a) => [a.level, a.count]));
    return {
      role: args.role,
      metrics,
      actionablePanelSize: panel,
      acuity: ACUITY_LEVELS.map(({ level, color }) => {
        const count = counts.get(level) ?? 0;
        return { level, count, percent: acuityPercent(count, panel), color };
      }),
      hedisGapCount: measures.hedisGapCount,
      eligibleMembers: measures.eligibleMembers,
    };
  }

  /** One page of a metric's drill-down; its total is counted by the metric's own predicate. */
  async metricRows(args: {
    metricId: string;
    officeIds: readonly (string | number)[];
    role: DashboardRoleChoice;
    employeeId?: IdArg;
    skip?: number | null;
    take?: number | null;
    sort?: readonly RowSortArg[] | null;
  }): Promise<ListPage<OneListRowDto>> {
    const { metricId, skip, take } = parseInput(metricRowsRule, {
      metricId: args.metricId,
      skip: args.skip ?? undefined,
      take: args.take ?? undefined,
      sort: args.sort ?? undefined,
    });
    const { metric, officeNames, $orderby } = await this.metricQuery({ ...args, metricId }, 'metrics.rows');
    const page = await this.metricRowsPage(metric, args.role, officeNames, $orderby, skip, take, true);
    return listPage(page.nodes, page.totalCount, { skip, take });
  }

  /**
   * Checks a drill-down's arguments (a metric of the role, a sort on one of its columns, the
   * dashboard's subject and offices; FORBIDDEN refusals audited as `what`) and names its offices.
   */
  async metricQuery(
    args: {
      metricId: string;
      officeIds: readonly (string | number)[];
      role: DashboardRoleChoice;
      employeeId?: IdArg;
      sort?: readonly RowSortArg[] | null;
    },
    what: string,
  ): Promise<{ metric: MetricDefinition; officeNames: string[]; $orderby: string | undefined }> {
    const metric = METRICS_BY_ID.get(args.metricId);
    if (!metric) throw badUserInput(METRICS_MESSAGES.unknownMetric);
    if (!metricAppliesTo(metric, args.role)) throw badUserInput(METRICS_MESSAGES.metricNotInRole);
    const $orderby = orderBy(args.sort, metricColumns(metric));
    const subject = await this.subject(args.employeeId);
    const officeNames = await this.officeNames(subject, args.officeIds, what);
    return { metric, officeNames, $orderby };
  }

  /** Rows [skip, skip + top) of a checked drill-down: one OData query of the metric's source. */
  async metricRowsPage(
    metric: MetricDefinition,
    role: DashboardRoleChoice,
    officeNames: string[],
    $orderby: string | undefined,
    skip: number,
    top: number,
    count: boolean,
  ): Promise<RowsPage> {
    const answer = await this.ctx.upstream.call(routes.oneListQuery, {
      params: { source: SOURCE_BY_TABLE[metric.table] },
      body: { officeNames, role, metricId: metric.id, $count: count, $orderby, $skip: skip, $top: top },
    });
    return { totalCount: answer['@odata.count'] ?? answer.value.length, nodes: answer.value };
  }

  /** The One List's OData query of member rows (the graph's page, or the CSV export's pages). */
  async oneListQuery(officeNames: string[], args: OneListArgs, skip: number, top: number, count: boolean): Promise<RowsPage> {
    const clauses: string[] = [];
    const search = args.search?.trim();
    if (search) clauses.push(`(startswith(aaneelId,${odataString(search)}) or contains(memberFullName,${odataString(search)}))`);
    const metricId = args.metricId ?? undefined;
    if (metricId !== undefined) {
      const metric = METRICS_BY_ID.get(metricId);
      if (!metric || metric.table !== 'MEMBERS') throw badUserInput(METRICS_MESSAGES.unknownMetric);
    }
    const answer = await this.ctx.upstream.call(routes.oneListQuery, {
      params: { source: 'Members' },
      body: {
        officeNames,
        role: 'ALL',
        metricId,
        $count: count,
        $filter: clauses.length > 0 ? clauses.join(' and ') : undefined,
        $orderby: orderBy(args.sort, ONE_LIST_COLUMNS),
        $skip: skip,
        $top: top,
      },
    });
    return { totalCount: answer['@odata.count'] ?? answer.value.length, nodes: answer.value };
  }

  async oneList(args: OneListArgs) {
    const { skip, take } = parseInput(oneListPagingRule, {
      skip: args.skip ?? undefined,
      take: args.take ?? undefined,
      search: args.search ?? undefined,
      sort: args.sort ?? undefined,
    });
    const subject = await this.subject(args.employeeId);
    const officeNames = await this.officeNames(subject, args.officeIds, 'oneList.query');
    const page = await this.oneListQuery(officeNames, args, skip, take, true);
    return { ...listPage(page.nodes, page.totalCount, { skip, take }), columns: ONE_LIST_COLUMNS.map(columnOf) };
  }
}
