import { DNC_TABS, STORAGE_KEYS, type DncTab } from '@luminate/schema/approvals';

const TABS = new Set<string>(DNC_TABS.map((t) => t.tab));

/** The tab remembered in this browser (spec 2 §9), or CD Approval; unknown values are ignored. */
export function rememberedDncTab(): DncTab {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.dncTab);
    return stored && TABS.has(stored) ? (stored as DncTab) : 'CD';
  } catch {
    return 'CD';
  }
}

export function rememberDncTab(tab: DncTab): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.dncTab, tab);
  } catch {
    // Storage may be disabled; the tab is then only kept for this visit.
  }
}
