import { useState } from 'react';
import { parseAvailabilityPreferences, type AvailabilityPreferences } from '@luminate/schema/rules';
import { storeChoice } from '../../shared/lib/stored-choice.ts';

/** Where this browser keeps the dashboard's preferences (view, switches, days of the range). */
export const AVAILABILITY_PREFERENCES_KEY = 'luminate.appAvailability.preferences';

function readPreferences(): AvailabilityPreferences {
  try {
    return parseAvailabilityPreferences(window.localStorage.getItem(AVAILABILITY_PREFERENCES_KEY));
  } catch {
    return parseAvailabilityPreferences(null);
  }
}

/**
 * The saved preferences, read once and checked whole by the shared rule (anything corrupt gives
 * the defaults), and a setter that saves every change.
 */
export function useAvailabilityPreferences(): [AvailabilityPreferences, (change: Partial<AvailabilityPreferences>) => void] {
  const [preferences, setPreferences] = useState(readPreferences);
  const update = (change: Partial<AvailabilityPreferences>) =>
    setPreferences((current) => {
      const next = { ...current, ...change };
      storeChoice(AVAILABILITY_PREFERENCES_KEY, JSON.stringify(next));
      return next;
    });
  return [preferences, update];
}
