/**
 * The office tree's selection, as pure functions: what is chosen is a set of leaf offices; a
 * branch (a market, a community) is checked when every office under it is, indeterminate when
 * some are, and toggling it chooses or drops all of them at once.
 */

export interface TreeNode {
  id: string;
  label: string;
  children: readonly TreeNode[];
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** The ids of the offices (leaves) at and under a node. */
export function leafIds(node: TreeNode): string[] {
  if (node.children.length === 0) return [node.id];
  return node.children.flatMap(leafIds);
}

/** Every office of the tree. */
export function allLeafIds(roots: readonly TreeNode[]): string[] {
  return roots.flatMap(leafIds);
}

export function checkState(node: TreeNode, selected: ReadonlySet<string>): CheckState {
  const leaves = leafIds(node);
  const chosen = leaves.filter((id) => selected.has(id)).length;
  if (chosen === 0) return 'unchecked';
  return chosen === leaves.length ? 'checked' : 'indeterminate';
}

/** Toggling a node: a fully checked node drops all its offices, otherwise all of them are chosen. */
export function toggleNode(node: TreeNode, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const leaves = leafIds(node);
  if (checkState(node, selected) === 'checked') for (const id of leaves) next.delete(id);
  else for (const id of leaves) next.add(id);
  return next;
}

/** Keeps only the chosen ids still in the tree (the tree changed: another team member's offices). */
export function withinTree(roots: readonly TreeNode[], selected: ReadonlySet<string>): Set<string> {
  const known = new Set(allLeafIds(roots));
  return new Set([...selected].filter((id) => known.has(id)));
}

/** Select All and Clear are offered only when the tree has more than one root. */
export function showsBulkButtons(roots: readonly TreeNode[]): boolean {
  return roots.length > 1;
}
