import type { OfficeTreeNodeFieldsFragment } from '../../generated/graphql.ts';
import type { TreeNode } from './office-tree-model.ts';

/** A node of the gateway's office tree, as deep as the tree query asks. */
export interface GatewayTreeNode extends OfficeTreeNodeFieldsFragment {
  children?: readonly GatewayTreeNode[] | null;
}

/**
 * The gateway's tree as the tree component's nodes: an office is named by its office id (what the
 * dashboard queries take), a market or community by its key.
 */
export function toTreeNodes(nodes: readonly GatewayTreeNode[]): TreeNode[] {
  return nodes.map((node) => ({
    id: node.kind === 'OFFICE' && node.officeId ? node.officeId : node.key,
    label: node.label,
    children: toTreeNodes(node.children ?? []),
  }));
}

/** The office ids of the tree (the leaves that are offices). */
export function officeIdsOf(nodes: readonly GatewayTreeNode[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly GatewayTreeNode[]) => {
    for (const node of list) {
      if (node.kind === 'OFFICE' && node.officeId) ids.add(node.officeId);
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return ids;
}
