import { useState } from 'react';
import { Box, Button, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '../../shared/lib/format.ts';
import { checkState, showsBulkButtons, toggleNode, allLeafIds, type TreeNode } from './office-tree-model.ts';

export interface OfficeTreeProps {
  roots: readonly TreeNode[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

/**
 * The offices the dashboard counts, as a tree with a checkbox per node (a branch's box is
 * indeterminate while only some of its offices are chosen). Every box and every expand button is
 * a real control, so Tab moves between them, Space ticks a box and Enter opens or closes a branch.
 */
export function OfficeTree({ roots, selected, onChange }: OfficeTreeProps) {
  // A single root starts open: there is nothing else to look at.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(roots.length === 1 ? [roots[0].id] : []));
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chosen = allLeafIds(roots).filter((id) => selected.has(id)).length;

  return (
    <Stack gap="2" as="section" aria-labelledby="office-tree-heading">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h2" id="office-tree-heading" fontWeight="semibold">
          Offices
        </Text>
        {showsBulkButtons(roots) && (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => onChange(new Set(allLeafIds(roots)))}>
              Select All
            </Button>
            <Button size="xs" variant="outline" onClick={() => onChange(new Set())}>
              Clear
            </Button>
          </HStack>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted" aria-live="polite" data-testid="office-tree-count">
        {formatCount(chosen)} of {formatCount(allLeafIds(roots).length)} offices selected
      </Text>
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Office tree">
        {roots.map((node) => (
          <TreeBranch
            key={node.id}
            node={node}
            depth={0}
            selected={selected}
            expanded={expanded}
            onToggleExpanded={toggleExpanded}
            onChange={onChange}
          />
        ))}
      </Box>
    </Stack>
  );
}

interface BranchProps {
  node: TreeNode;
  depth: number;
  selected: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  onToggleExpanded: (id: string) => void;
  onChange: (selected: Set<string>) => void;
}

function TreeBranch({ node, depth, selected, expanded, onToggleExpanded, onChange }: BranchProps) {
  const state = checkState(node, selected);
  const isBranch = node.children.length > 0;
  const isOpen = isBranch && expanded.has(node.id);
  const groupId = `office-tree-group-${node.id}`;
  return (
    <Box as="li" data-tree-node={node.id} data-depth={depth} data-leaf={isBranch ? undefined : 'true'}>
      <HStack gap="1" ps={`${depth * 16}px`} py="0.5">
        {isBranch ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${node.label}`}
            aria-expanded={isOpen}
            aria-controls={isOpen ? groupId : undefined}
            onClick={() => onToggleExpanded(node.id)}
          >
            <Text as="span" aria-hidden>
              {isOpen ? '▾' : '▸'}
            </Text>
          </IconButton>
        ) : (
          <Box w="6" flexShrink={0} />
        )}
        <Checkbox.Root
          size="sm"
          checked={state === 'indeterminate' ? 'indeterminate' : state === 'checked'}
          onCheckedChange={() => onChange(toggleNode(node, selected))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control>
            <Checkbox.Indicator />
          </Checkbox.Control>
          <Checkbox.Label fontWeight={isBranch ? 'medium' : 'normal'}>{node.label}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      {isOpen && (
        <Box as="ul" id={groupId} listStyleType="none" m="0" p="0">
          {node.children.map((child) => (
            <TreeBranch
              key={child.id}
              node={child}
              depth={depth + 1}
              selected={selected}
              expanded={expanded}
              onToggleExpanded={onToggleExpanded}
              onChange={onChange}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
