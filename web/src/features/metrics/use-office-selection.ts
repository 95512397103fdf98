import { useMemo, useState } from 'react';
import { officeIdsOf, toTreeNodes, type GatewayTreeNode } from './office-tree-data.ts';
import { allLeafIds, type TreeNode } from './office-tree-model.ts';

export interface OfficeSelection {
  roots: TreeNode[];
  /** The ticked leaves; null until the tree has loaded. */
  selected: ReadonlySet<string> | null;
  /** The chosen office ids in a stable order (the queries' argument, so equal choices share a cache entry). */
  chosenOffices: string[];
  setSelected: (ids: ReadonlySet<string>) => void;
}

/**
 * The offices chosen in a tree: every office at first, then what the user ticks. A new `treeKey`
 * (another team member's tree) starts again from every office.
 */
export function useOfficeSelection(treeKey: string, tree: readonly GatewayTreeNode[] | undefined): OfficeSelection {
  const [choice, setChoice] = useState<{ key: string; ids: ReadonlySet<string> } | null>(null);
  const roots = useMemo(() => toTreeNodes(tree ?? []), [tree]);
  const officeIds = useMemo(() => officeIdsOf(tree ?? []), [tree]);
  const everything = useMemo(() => (tree ? new Set(allLeafIds(roots)) : null), [tree, roots]);
  const selected = choice && choice.key === treeKey ? choice.ids : everything;
  const chosenOffices = useMemo(
    () => [...(selected ?? [])].filter((id) => officeIds.has(id)).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b)),
    [selected, officeIds],
  );
  return { roots, selected, chosenOffices, setSelected: (ids) => setChoice({ key: treeKey, ids }) };
}
