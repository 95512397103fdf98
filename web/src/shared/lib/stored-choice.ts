import { useMemo, useState } from 'react';

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

/**
 * The storage key of one user's choice: people sharing a browser each get their own tab back.
 * Null while the user is not known yet (nothing can be read or remembered then).
 */
export function userChoiceKey(key: string, uid: string | null | undefined): string | null {
  return uid ? `${key}.${uid}` : null;
}

/**
 * A choice remembered across visits (a dashboard's tab): the one chosen now, else one the page
 * was asked for (a link's `?tab=`), else the stored one, else `fallback`. While the key or
 * `fallback` is null (a user or a default that depends on data still loading) there is no
 * choice yet.
 */
export function useStoredChoice<T extends string>(
  key: string | null,
  choices: readonly T[],
  fallback: T | null,
  requested?: string | null,
): [T | null, (choice: T) => void] {
  // Read again when the key changes (the user became known, or another user signed in).
  const stored = useMemo(() => (key ? readStoredChoice(key, choices) : null), [key, choices]);
  const [chosen, setChosen] = useState<{ key: string | null; value: T } | null>(null);
  const choose = (choice: T) => {
    setChosen({ key, value: choice });
    if (key) storeChoice(key, choice);
  };
  if (key === null || fallback === null) return [null, choose];
  const asked = choices.find((c) => c === requested) ?? null;
  const current = chosen && chosen.key === key ? chosen.value : null;
  return [current ?? asked ?? stored ?? fallback, choose];
}
