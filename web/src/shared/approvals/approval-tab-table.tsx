/**
 * The tabs and the tab table of the approval dashboards (Deattribution, DNC, Patient Transfer).
 * A tab lists one page of its rows, filtered, sorted and paged on the gateway with the table state
 * that useApprovalTabs keeps; a live subscription keeps that page and the tab counts current; the
 * Mine / All switch shows where the viewer acts on some of the tab's rows, and an empty Mine view
 * says so and offers every row instead of an empty table.
 */
import type { ReactNode } from 'react';
import { Flex, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { APPROVAL_PAGE_SIZES } from '@luminate/schema/approvals';
import { CountedTabs, type CountedTab } from '../ui/counted-tabs.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { tableStateToArgs, type ColumnFieldSpec, type DataColumn, type TableFilterArg, type TableSortArg } from '../ui/data-table/index.ts';
import { MineOrTable, MineSwitch, type MineView } from './mine-view.tsx';
import { useLiveQueue } from './use-live-queue.ts';
import type { ApprovalTabs } from './use-approval-tabs.ts';

/** The arguments every approval list query takes: the tab, the Mine view, and the table's filters, sort and page. */
export type ApprovalListArgs<T extends string, F extends string> = {
  tab: T;
  mine: boolean;
  filters: TableFilterArg<F>[];
  sort: TableSortArg<F>[];
  skip: number;
  take: number;
};

/** A listed row: rows are told apart by their id. */
export interface ApprovalRow {
  id: string;
}

/** Where a dashboard's rows come from: its page query, the live queue that keeps the page current, and the page in the answer. */
export interface ApprovalListSource<T extends string, F extends string, Row extends ApprovalRow, TData> {
  query: TypedDocumentNode<TData, ApprovalListArgs<T, F>>;
  /** The live queue subscription, taking the page query's own variables. */
  live: TypedDocumentNode<unknown, ApprovalListArgs<T, F>>;
  page: (data: TData) => { totalCount: number; nodes: readonly Row[] };
  /** The tool named on an error's support ticket. */
  tool: string;
}

const rowKey = (row: ApprovalRow) => row.id;

function Loading({ label }: { label: string }) {
  return (
    <Flex justify="center" py="10">
      <Spinner aria-label={label} />
    </Flex>
  );
}

export interface ApprovalTabsPanelProps<T extends string> {
  tabs: ApprovalTabs<T>;
  /** The spinner's name while the viewer, and so the default tab, is not known yet. */
  loadingLabel: string;
  children: (tab: CountedTab<T>) => ReactNode;
}

/** The dashboard's tabs, labelled with their counts; only the selected tab's content is mounted. */
export function ApprovalTabsPanel<T extends string>({ tabs, loadingLabel, children }: ApprovalTabsPanelProps<T>) {
  if (!tabs.tab) return <Loading label={loadingLabel} />;
  return (
    <CountedTabs tabs={tabs.tabs} value={tabs.tab} onChange={tabs.select} countOf={tabs.countOf}>
      {children}
    </CountedTabs>
  );
}

export interface ApprovalTabTableProps<T extends string, F extends string, Row extends ApprovalRow, TData> {
  tabs: ApprovalTabs<T>;
  tab: CountedTab<T>;
  source: ApprovalListSource<T, F, Row, TData>;
  /** The table's accessible name. */
  caption: string;
  /** The columns shown; a function when they depend on the listed rows (a selection column). */
  columns: readonly DataColumn<Row, F>[] | ((rows: readonly Row[]) => readonly DataColumn<Row, F>[]);
  /**
   * The columns whose filters and sort become the query's arguments: the shown columns by default;
   * needed when the shown columns depend on the rows, since the arguments are asked before the rows.
   */
  argColumns?: readonly ColumnFieldSpec<F>[];
  /** Filters the page adds to the column filters (History's 'Handled by me'). */
  extraFilters?: readonly TableFilterArg<F>[];
  /** Controls above the table, under the Mine / All switch. */
  controls?: ReactNode;
  /** Buttons above the table, given the listed rows. */
  toolbar?: (rows: readonly Row[]) => ReactNode;
  /** Clicking (or Enter on) a row opens it. */
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  renderExpanded?: (row: Row) => ReactNode | null;
  expandLabel?: (row: Row) => string;
  /** What the tab shows under the table, given the listed rows (dialogs that read the live row). */
  children?: (rows: readonly Row[]) => ReactNode;
}

/** One tab of an approval dashboard; a spinner while the counts that decide its view load. */
export function ApprovalTabTable<T extends string, F extends string, Row extends ApprovalRow, TData>(
  props: ApprovalTabTableProps<T, F, Row, TData>,
) {
  const view = props.tabs.viewOf(props.tab.tab);
  if (!view) return <Loading label={`Loading ${props.tab.label}`} />;
  return <ListedTab {...props} view={view} />;
}

function ListedTab<T extends string, F extends string, Row extends ApprovalRow, TData>(
  props: ApprovalTabTableProps<T, F, Row, TData> & { view: MineView },
) {
  const { tabs, tab, source, view, extraFilters = [] } = props;
  const state = tabs.tableStateOf(tab.tab);
  const shownColumns = typeof props.columns === 'function' ? null : props.columns;
  const args = tableStateToArgs(state, props.argColumns ?? shownColumns ?? []);
  const variables: ApprovalListArgs<T, F> = { ...args, tab: tab.tab, mine: view === 'mine', filters: [...extraFilters, ...args.filters] };
  const { data, previousData, loading, error } = useQuery(source.query, { variables });
  // Rows decided, added or moved by anyone leave or enter this page with the tab counts.
  useLiveQueue(source.live, variables);
  const page = data ? source.page(data) : previousData ? source.page(previousData) : undefined;
  const rows = page?.nodes ?? [];
  // Only an unfiltered Mine view that answered nothing at all is 'nothing waiting for you'.
  const nothingMine = view === 'mine' && !loading && data !== undefined && source.page(data).totalCount === 0 && args.filters.length === 0;
  const mineSwitch = tabs.mineSwitchOf(tab.tab);
  const showView = (next: MineView) => tabs.showView(tab.tab, next);

  return (
    <Stack gap="3">
      <ErrorAlert error={error} tool={source.tool} />
      {mineSwitch && <MineSwitch label={tab.label} value={view} onChange={showView} {...mineSwitch} />}
      {props.controls}
      <MineOrTable
        label={tab.label}
        emptyMine={nothingMine}
        onShowAll={() => showView('all')}
        caption={props.caption}
        columns={typeof props.columns === 'function' ? props.columns(rows) : props.columns}
        rows={rows}
        rowKey={rowKey}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        state={state}
        onStateChange={(next) => tabs.setTableState(tab.tab, next)}
        pageSizeOptions={APPROVAL_PAGE_SIZES}
        toolbar={props.toolbar?.(rows)}
        onRowClick={props.onRowClick}
        rowLabel={props.rowLabel}
        renderExpanded={props.renderExpanded}
        expandLabel={props.expandLabel}
      />
      {props.children?.(rows)}
    </Stack>
  );
}
