import { CLAIMS } from '@luminate/schema/claims';
import type { TabDefaultViewer } from '@luminate/schema/approvals';
import { useSearchParams } from '../lib/router.ts';
import { useStoredChoice, userChoiceKey } from '../lib/stored-choice.ts';
import { useViewer } from '../auth/viewer.tsx';

const CLAIM_OF_ENUM = new Map<string, string>(CLAIMS.map((c) => [c.enumName, c.claim]));

/**
 * A dashboard's selected tab: the one chosen now, else a link's `?tab=` (the home page links to a
 * queue's tab), else the one this user chose last time in this browser, else the default for the
 * viewer's assignment types and claims. Null until the viewer is known.
 */
export function useDashboardTab<T extends string>(
  storageKey: string,
  tabs: readonly T[],
  defaultTab: (viewer: TabDefaultViewer) => T,
): [T | null, (tab: T) => void] {
  const { viewer, assignmentTypeIds } = useViewer();
  const [search] = useSearchParams();
  const claims = (viewer?.claims ?? []).flatMap((c) => CLAIM_OF_ENUM.get(c) ?? []);
  const fallback = viewer ? defaultTab({ assignmentTypeIds, claims }) : null;
  return useStoredChoice(userChoiceKey(storageKey, viewer?.uid), tabs, fallback, search.get('tab'));
}
