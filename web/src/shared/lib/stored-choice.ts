/**
 * A choice remembered in this browser's local storage (a dashboard's tab): read back only when it
 * is still one of the valid choices, and never an error when storage is unavailable (privacy
 * modes) — the default choice is fine then.
 */
export function readStoredChoice<T extends string>(key: string, choices: readonly T[]): T | null {
  try {
    const stored = window.localStorage.getItem(key);
    return choices.find((c) => c === stored) ?? null;
  } catch {
    return null;
  }
}

export function storeChoice(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembering is harmless: the choice is kept for this visit only.
  }
}
