/**
 * The dashboard tab remembered in local storage (spec 2 §2.1); without one, the viewer's
 * assignment types choose it.
 */
import { DEATTRIBUTION_TABS, STORAGE_KEYS, defaultDeattributionTab, type DeattributionTab } from '@luminate/schema/approvals';

const isTab = (value: string | null): value is DeattributionTab => DEATTRIBUTION_TABS.some((t) => t.tab === value);

export function rememberedDeattributionTab(): DeattributionTab | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.deattributionTab);
    return isTab(stored) ? stored : null;
  } catch {
    // Storage can be unavailable (privacy modes); the default tab is fine then.
    return null;
  }
}

export function rememberDeattributionTab(tab: DeattributionTab): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.deattributionTab, tab);
  } catch {
    // Not remembering is harmless.
  }
}

/** The remembered tab, else the default for the viewer's assignment type ids. */
export function initialDeattributionTab(assignmentTypeIds: Iterable<number>): DeattributionTab {
  return rememberedDeattributionTab() ?? defaultDeattributionTab(assignmentTypeIds);
}
