import { STORAGE_KEYS, TRANSFER_TABS, type TransferTab } from '@luminate/schema/approvals';

const TABS = new Set<string>(TRANSFER_TABS.map((t) => t.tab));

/** The tab remembered in this browser, or APP Approval; unknown values are ignored. */
export function rememberedTransferTab(): TransferTab {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.transferTab);
    return stored && TABS.has(stored) ? (stored as TransferTab) : 'APP';
  } catch {
    return 'APP';
  }
}

export function rememberTransferTab(tab: TransferTab): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.transferTab, tab);
  } catch {
    // Storage may be disabled; the tab is then only kept for this visit.
  }
}
