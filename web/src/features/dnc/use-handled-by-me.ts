import { useState } from 'react';
import { DNC_HISTORY_MINE_TYPES } from '@luminate/schema/approvals';
import { useViewer } from '../../shared/auth/viewer.tsx';
import type { DncRequestField } from '../../generated/graphql.ts';
import type { TableFilterArg } from '../../shared/ui/data-table/index.ts';

export interface HandledByMe {
  /** The viewer has an employee record to filter by. */
  available: boolean;
  on: boolean;
  setOn: (on: boolean) => void;
  filters: TableFilterArg<DncRequestField>[];
}

/**
 * History's 'Handled by me' switch: on by default for CDs and OMs (types 10 and 13),
 * off for everyone else; the user may switch it either way.
 */
export function useHandledByMe(): HandledByMe {
  const { viewer, assignmentTypeIds } = useViewer();
  const employeeId = viewer?.employee?.id ?? null;
  const [chosen, setChosen] = useState<boolean | null>(null);
  const byDefault = assignmentTypeIds.some((t) => DNC_HISTORY_MINE_TYPES.includes(t));
  const on = Boolean(employeeId) && (chosen ?? byDefault);
  return {
    available: Boolean(employeeId),
    on,
    setOn: setChosen,
    filters: on && employeeId ? [{ field: 'HANDLED_BY_ID', matchMode: 'EQUALS', value: employeeId }] : [],
  };
}
