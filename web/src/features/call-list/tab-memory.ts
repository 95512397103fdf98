/** The Call List tab for My Call History; campaign tabs use the campaign id. */
export const HISTORY_TAB = 'history';

/** Per user, so people sharing a browser each get their own tab back. */
function key(uid: string): string {
  return `luminate.call-list.tab.${uid}`;
}

export function rememberedTab(uid: string | null | undefined): string | null {
  if (!uid) return null;
  try {
    return window.localStorage.getItem(key(uid));
  } catch {
    // Storage can be unavailable (privacy modes); the first tab is a fine default.
    return null;
  }
}

export function rememberTab(uid: string | null | undefined, tab: string): void {
  if (!uid) return;
  try {
    window.localStorage.setItem(key(uid), tab);
  } catch {
    // Not remembering is harmless.
  }
}

/** The remembered tab when it still exists, else the first campaign (or history when there is none). */
export function initialTab(remembered: string | null, campaignIds: readonly string[]): string {
  if (remembered && (remembered === HISTORY_TAB || campaignIds.includes(remembered))) return remembered;
  return campaignIds[0] ?? HISTORY_TAB;
}
