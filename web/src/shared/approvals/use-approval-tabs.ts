/**
 * The state of an approval dashboard (Deattribution, DNC, Patient Transfer), the same on every
 * one: the selected tab, each tab's Mine / All choice and each tab's table state (page, page size,
 * sort, column filters). The table states live here, above the tabs, so switching to another tab
 * and back asks Apollo's cache with the same arguments instead of the server.
 */
import { useMemo, useState } from 'react';
import { CLAIMS } from '@luminate/schema/claims';
import { APPROVAL_PAGE_SIZE, type TabDefaultViewer } from '@luminate/schema/approvals';
import { useSearchParams } from '../lib/router.ts';
import { useStoredChoice, userChoiceKey } from '../lib/stored-choice.ts';
import { useViewer } from '../auth/viewer.tsx';
import { initialTableState, type TableState } from '../ui/data-table/index.ts';
import type { CountedTab } from '../ui/counted-tabs.tsx';
import { useMineViews, type MineTabCount, type MineView } from './mine-view.tsx';

const CLAIM_OF_ENUM = new Map<string, string>(CLAIMS.map((c) => [c.enumName, c.claim]));

export interface ApprovalTabsOptions<T extends string> {
  /** Where this browser remembers the user's last tab (STORAGE_KEYS). */
  storageKey: string;
  /** The tabs in display order, with their labels. */
  tabs: readonly CountedTab<T>[];
  /** The tab for a user with nothing remembered, from their assignment types and claims. */
  defaultTab: (viewer: TabDefaultViewer) => T;
  /** The dashboard's tab counts; undefined while they load. */
  counts: readonly MineTabCount<T>[] | undefined;
  /** The counts arrived or failed (a failure lists every row: All). */
  countsSettled: boolean;
}

/** What a tab's Mine / All switch shows; null when the viewer acts on nothing in the tab (no switch). */
export interface MineSwitchCounts {
  mineCount: number | undefined;
  allCount: number | undefined;
}

export interface ApprovalTabs<T extends string> {
  tabs: readonly CountedTab<T>[];
  /** The selected tab; null until the viewer is known (the default depends on them). */
  tab: T | null;
  select: (tab: T) => void;
  /** The tab label's count in the view it lists ('4 of 1,204' in Mine); undefined until the counts arrive. */
  countOf: (tab: T) => string | undefined;
  /** The view a tab lists; undefined while the counts that decide it load. */
  viewOf: (tab: T) => MineView | undefined;
  mineSwitchOf: (tab: T) => MineSwitchCounts | null;
  /** Another view lists other rows, so the table goes back to its first page. */
  showView: (tab: T, view: MineView) => void;
  tableStateOf: (tab: T) => TableState;
  setTableState: (tab: T, state: TableState) => void;
  /** A filter the page adds above the table changed (History's 'Handled by me'): back to the first page. */
  toFirstPage: (tab: T) => void;
}

/**
 * The selected tab: the one chosen now, else a link's `?tab=` (the home page links to a queue's
 * tab), else the one this user chose last time in this browser, else the default for the viewer's
 * assignment types and claims.
 */
function useSelectedTab<T extends string>(
  storageKey: string,
  tabs: readonly CountedTab<T>[],
  defaultTab: (viewer: TabDefaultViewer) => T,
): [T | null, (tab: T) => void] {
  const { viewer, assignmentTypeIds } = useViewer();
  const [search] = useSearchParams();
  const ids = useMemo(() => tabs.map((t) => t.tab), [tabs]);
  const claims = (viewer?.claims ?? []).flatMap((c) => CLAIM_OF_ENUM.get(c) ?? []);
  const fallback = viewer ? defaultTab({ assignmentTypeIds, claims }) : null;
  return useStoredChoice(userChoiceKey(storageKey, viewer?.uid), ids, fallback, search.get('tab'));
}

/** One approval dashboard's tabs, views and table states (see the file's comment). */
export function useApprovalTabs<T extends string>(options: ApprovalTabsOptions<T>): ApprovalTabs<T> {
  const { storageKey, tabs, defaultTab, counts, countsSettled } = options;
  const [tab, select] = useSelectedTab(storageKey, tabs, defaultTab);
  const views = useMineViews(counts, countsSettled);
  const [states, setStates] = useState<Partial<Record<T, TableState>>>({});
  const tableStateOf = (t: T) => states[t] ?? initialTableState(APPROVAL_PAGE_SIZE);
  const setTableState = (t: T, state: TableState) => setStates((all) => ({ ...all, [t]: state }));
  const toFirstPage = (t: T) =>
    setStates((all) => ({ ...all, [t]: { ...(all[t] ?? initialTableState(APPROVAL_PAGE_SIZE)), pageIndex: 0 } }));
  return {
    tabs,
    tab,
    select,
    countOf: views.countOf,
    viewOf: views.viewOf,
    mineSwitchOf: (t) => (views.offersMine(t) ? { mineCount: views.mineCountOf(t), allCount: views.allCountOf(t) } : null),
    showView: (t, view) => {
      views.select(t, view);
      toFirstPage(t);
    },
    tableStateOf,
    setTableState,
    toFirstPage,
  };
}
