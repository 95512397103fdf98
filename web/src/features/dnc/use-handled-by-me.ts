import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DNC_HISTORY_MINE_TYPES } from '@luminate/schema/approvals';
import { useViewer } from '../../app/viewer.tsx';
import { DncViewerAssignmentsDocument, type DncRequestFilter } from '../../generated/graphql.ts';

export interface HandledByMe {
  /** False until the viewer's assignments are known (the History table waits, so it loads once). */
  ready: boolean;
  /** The viewer has an employee record to filter by. */
  available: boolean;
  on: boolean;
  setOn(on: boolean): void;
  filters: DncRequestFilter[];
}

/**
 * History's 'Handled by me' switch (spec 2 §6): on by default for CDs and OMs (types 10 and 13),
 * off for everyone else; the user may switch it either way.
 */
export function useHandledByMe(): HandledByMe {
  const { viewer } = useViewer();
  const employeeId = viewer?.employee?.id ?? null;
  const assignments = useQuery(DncViewerAssignmentsDocument, { variables: { employeeId: employeeId ?? '' }, skip: !employeeId });
  const [chosen, setChosen] = useState<boolean | null>(null);
  const byDefault = (assignments.data?.employee?.marketAssignments ?? []).some((a) => DNC_HISTORY_MINE_TYPES.includes(a.assignmentTypeId));
  const ready = !employeeId || Boolean(assignments.data) || Boolean(assignments.error);
  const on = Boolean(employeeId) && (chosen ?? byDefault);
  return {
    ready,
    available: Boolean(employeeId),
    on,
    setOn: setChosen,
    filters: on && employeeId ? [{ field: 'HANDLED_BY_ID', matchMode: 'EQUALS', value: employeeId }] : [],
  };
}
