import { useState } from 'react';
import { initialTableState, type SortState, type TableState } from './table-state.ts';

/** Table state held by the page; `reset` returns to the first page without filters. */
export function useTableState(pageSize?: number, sorting?: SortState[]) {
  const [state, setState] = useState<TableState>(() => initialTableState(pageSize, sorting));
  const reset = () => setState(initialTableState(state.pageSize, sorting));
  return { state, setState, reset };
}
