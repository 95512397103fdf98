/**
 * Decides, before execution, whether an operation needs a signed-in user: it does unless every
 * root field it selects is @public. Meta fields (__typename, introspection) count as public;
 * introspection has its own rule.
 */
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

type PublicFields = Record<'query' | 'mutation' | 'subscription', ReadonlySet<string>>;

export function operationNeedsViewer(document: DocumentNode, publicFields: PublicFields, operationName?: string | null): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = operationName ? operations.filter((op) => op.name?.value === operationName) : operations;

  for (const op of chosen.length ? chosen : operations) {
    const allowed = publicFields[op.operation];
    const visited = new Set<string>();
    const selectsPrivate = (set: SelectionSetNode): boolean =>
      set.selections.some((sel) => {
        if (sel.kind === Kind.FIELD) return !sel.name.value.startsWith('__') && !allowed.has(sel.name.value);
        if (sel.kind === Kind.INLINE_FRAGMENT) return selectsPrivate(sel.selectionSet);
        const name = sel.name.value;
        if (visited.has(name)) return false;
        visited.add(name);
        const fragment = fragments.get(name);
        // An unknown fragment fails validation later; deciding "private" keeps the answer 401 for anonymous callers.
        return fragment ? selectsPrivate(fragment.selectionSet) : true;
      });
    if (selectsPrivate(op.selectionSet)) return true;
  }
  return false;
}
