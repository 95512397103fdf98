/**
 * The approval dashboards (deattribution, DNC, transfers) are one kind of queue: rows of one
 * OData entity set, split into tabs by a fixed condition each, with a Mine view per tab (the
 * policy's scope of rows the viewer may decide, mine-scope.ts). A module defines its queue once
 * (`defineApprovalQueue`) and its data source extends `ApprovalQueueSource`, which reads it:
 *
 * - a tab's page is ONE OData request carrying `$count`: the tab's condition, the Mine condition
 *   and the user's column filters are ANDed as filter objects and the query string is built once;
 *   its rows also prime the by-id loader, so a later look-up of a listed row costs nothing;
 * - rows by id: every id asked for in one tick is one OData request;
 * - the tab counts: the viewer's Mine conditions first (kept across requests by the assignments
 *   module, so usually no request), then one count-only request per tab and per Mine view, all
 *   in one parallel batch, once per request until the source writes.
 */
import type DataLoader from 'dataloader';
import { APPROVAL_MAX_PAGE } from '@luminate/schema/approvals';
import type { Claim } from '@luminate/schema/claims';
import type { RequestContext } from '../../context.ts';
import { badUserInput, notFound } from '../../errors.ts';
import { byIdsLoader } from '../../upstream/by-ids-loader.ts';
import { assertApprovalPageSize, byIdsQuery, type ODataFilter } from '../../upstream/odata-clauses.ts';
import type { Table, TableArgs } from '../../upstream/odata-table.ts';
import { scopeFilter, simplify, typesKey, unassignedTypesOf, usesCoverage, type MineScope } from './mine-scope.ts';
import { emptyPage, listPage, type ListPage } from './paging.ts';

export interface ApprovalQueueTab<Tab extends string, Field extends string> {
  tab: Tab;
  /** The rows the tab lists, e.g. `{ approved: null, approvalType: 'Cd' }`. */
  condition: ODataFilter;
  /** The columns, expansions and default order of the tab's page. */
  table: Table<Field>;
}

export interface ApprovalQueueDefinition<Tab extends string, Field extends string> {
  entitySet: string;
  /** Navigation properties a row is read with, by id as on a page. */
  expand: readonly string[];
  /** A row's name in a not-found answer, e.g. `DNC request`. */
  noun: string;
  /** Most ids one by-id request asks for; a page's most rows unless the module reads more at once. */
  idsPerRequest?: number;
  /** Every tab, in the order the dashboard shows them (and the counts answer them). */
  tabs: ReadonlyArray<ApprovalQueueTab<Tab, Field>>;
  /** The policy's Mine scope of a tab for a viewer with these claims. */
  mineScope(claims: ReadonlySet<Claim>, tab: Tab): MineScope;
}

export interface ApprovalQueue<Tab extends string, Field extends string> extends ApprovalQueueDefinition<Tab, Field> {
  /** `?$filter=…&$orderby=…&$skip=…&$top=…&$count=true` of a tab's page, narrowed to `mine` when given. */
  pageQuery(tab: Tab, args: TableArgs, mine?: ODataFilter): string;
  /** The count-only query (`$top=0&$count=true`) of a tab, narrowed to `mine` when given. */
  countQuery(tab: Tab, mine?: ODataFilter): string;
}

/** A queue's queries, from its tabs' conditions and tables. */
export function defineApprovalQueue<Tab extends string, Field extends string>(
  definition: ApprovalQueueDefinition<Tab, Field>,
): ApprovalQueue<Tab, Field> {
  const byTab = new Map(definition.tabs.map((t) => [t.tab, t]));
  const tabOf = (tab: Tab) => {
    const found = byTab.get(tab);
    if (!found) throw badUserInput(`Unknown tab ${tab}`);
    return found;
  };
  const conditions = (tab: ApprovalQueueTab<Tab, Field>, mine?: ODataFilter) => (mine ? [tab.condition, mine] : [tab.condition]);
  return {
    ...definition,
    pageQuery(tab, args, mine) {
      const found = tabOf(tab);
      return found.table.toQuery({ ...args, take: assertApprovalPageSize(args.take) }, { where: conditions(found, mine) });
    },
    countQuery(tab, mine) {
      const found = tabOf(tab);
      return found.table.countQuery({}, conditions(found, mine));
    },
  };
}

/**
 * What Mine adds to a tab's request: nothing (`all`: the viewer decides every row of the tab),
 * a condition, or `none` (the viewer decides nothing there: no request at all).
 */
export type MineCondition = { kind: 'all' } | { kind: 'none' } | { kind: 'filter'; filter: ODataFilter };

/** The condition a request adds for Mine: none for `all` (and for `none`, which sends no request). */
const mineFilter = (condition: MineCondition): ODataFilter | undefined => (condition.kind === 'filter' ? condition.filter : undefined);

/**
 * The policy's scope for this viewer: the viewer's coverage and the offices without holders are
 * read only when the scope needs them, and both are kept across requests (assignments module).
 */
export async function mineCondition(ctx: Pick<RequestContext, 'dataSources'>, scope: MineScope): Promise<MineCondition> {
  const { assignments } = ctx.dataSources;
  const coverage = usesCoverage(scope) ? await assignments.viewerCoverage() : new Map();
  const simple = simplify(scope, coverage);
  if (simple.kind === 'all' || simple.kind === 'none') return { kind: simple.kind };
  const lists = unassignedTypesOf(simple);
  const withoutHolders = new Map(
    await Promise.all(lists.map(async (types) => [typesKey(types), await assignments.officesWithoutHolders(types)] as const)),
  );
  return { kind: 'filter', filter: scopeFilter(simple, coverage, withoutHolders) };
}

export interface ApprovalTabCount<Tab> {
  tab: Tab;
  count: number;
  /** Rows of the tab the viewer may decide; null when the viewer decides nothing in it. */
  mine: number | null;
}

/**
 * One request's reader of a queue: the base of the module's data source, which adds what is
 * its own (a row's access, the writes, the files). Rows are answered as the Care API sent them.
 */
export class ApprovalQueueSource<Tab extends string, Row extends { id: number }> {
  /** Rows by id: every id asked for in one tick is one OData request. */
  private readonly byId: DataLoader<number, Row | null>;
  private counts?: Promise<Array<ApprovalTabCount<Tab>>>;

  constructor(
    protected readonly ctx: RequestContext,
    private readonly queue: ApprovalQueue<Tab, string>,
  ) {
    this.byId = byIdsLoader(
      async (ids) => (await ctx.upstream.odata<Row>(queue.entitySet, byIdsQuery(ids, queue.expand))).value,
      queue.idsPerRequest ?? APPROVAL_MAX_PAGE,
    );
  }

  /** The viewer's claims (none without a viewer). */
  protected claims(): ReadonlySet<Claim> {
    return this.ctx.viewer?.claims ?? new Set<Claim>();
  }

  /**
   * One page of a tab: its condition AND the user's filters (AND, for Mine, the rows the viewer
   * may decide, before paging) in ONE OData request; a Mine view of nothing costs none.
   */
  async page(tab: Tab, args: TableArgs, mine = false): Promise<ListPage<Row>> {
    const paging = { skip: args.skip ?? 0, take: assertApprovalPageSize(args.take) };
    const condition: MineCondition = mine ? await mineCondition(this.ctx, this.queue.mineScope(this.claims(), tab)) : { kind: 'all' };
    if (condition.kind === 'none') return emptyPage(paging);
    const query = this.queue.pageQuery(tab, { ...args, ...paging }, mineFilter(condition));
    const page = await this.ctx.upstream.odata<Row>(this.queue.entitySet, query);
    for (const row of page.value) this.byId.prime(row.id, row);
    return listPage(page.value, page.count, paging);
  }

  row(id: number): Promise<Row | null> {
    return this.byId.load(id);
  }

  async requireRow(id: number): Promise<Row> {
    const row = await this.row(id);
    if (!row) throw notFound(`${this.queue.noun} ${id} not found`);
    return row;
  }

  /** Every tab's count and Mine count: count-only requests in one parallel batch, once per request. */
  tabCounts(): Promise<Array<ApprovalTabCount<Tab>>> {
    this.counts ??= this.eachTab(async (tab, condition) => {
      if (condition.kind !== 'filter') {
        const count = await this.count(tab);
        return { tab, count, mine: condition.kind === 'all' ? count : null };
      }
      const [count, mine] = await Promise.all([this.count(tab), this.count(tab, condition.filter)]);
      return { tab, count, mine };
    });
    return this.counts;
  }

  /**
   * Only the Mine counts (the home page's summary): a tab the viewer decides nothing in costs no
   * request, one they decide everything in costs its plain count, any other its Mine count.
   */
  mineCounts(): Promise<Array<{ tab: Tab; mine: number | null }>> {
    return this.eachTab(async (tab, condition) => ({
      tab,
      mine: condition.kind === 'none' ? null : await this.count(tab, mineFilter(condition)),
    }));
  }

  /** A write changed these rows (every row when none is named): later reads in this request read again. */
  protected forget(ids?: readonly number[]): void {
    if (ids) for (const id of ids) this.byId.clear(id);
    else this.byId.clearAll();
    this.counts = undefined;
  }

  /**
   * `read` of every tab, in the queue's tab order, with the viewer's Mine condition there: every
   * condition first (usually kept, no request), then every tab's reads in one parallel batch.
   */
  private async eachTab<T>(read: (tab: Tab, condition: MineCondition) => Promise<T>): Promise<T[]> {
    const claims = this.claims();
    const { tabs } = this.queue;
    const conditions = await Promise.all(tabs.map(({ tab }) => mineCondition(this.ctx, this.queue.mineScope(claims, tab))));
    return Promise.all(tabs.map(({ tab }, i) => read(tab, conditions[i])));
  }

  private async count(tab: Tab, mine?: ODataFilter): Promise<number> {
    return (await this.ctx.upstream.odata(this.queue.entitySet, this.queue.countQuery(tab, mine))).count;
  }
}
