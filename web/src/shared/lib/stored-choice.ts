import { useState } from 'react';

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
 * A choice remembered across visits (a dashboard's tab): the one chosen now, else the stored one,
 * else `fallback`. While `fallback` is null (a default that depends on data still loading) there
 * is no choice yet.
 */
export function useStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T): [T, (choice: T) => void];
export function useStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T | null): [T | null, (choice: T) => void];
export function useStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T | null): [T | null, (choice: T) => void] {
  const [stored] = useState(() => readStoredChoice(key, choices));
  const [chosen, setChosen] = useState<T | null>(null);
  const choose = (choice: T) => {
    setChosen(choice);
    storeChoice(key, choice);
  };
  return [chosen ?? (fallback === null ? null : (stored ?? fallback)), choose];
}
