import { Fragment, memo, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Badge, Box, Code, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useHash } from '../../shared/lib/router.ts';
import { formatCount } from '../../shared/lib/format.ts';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import type {
  GraphReference,
  ReferenceArgument,
  ReferenceEnumValue,
  ReferenceField,
  ReferenceType,
  TypeKind,
  TypeUse,
} from './reference-model.ts';

const KIND_LABEL: Record<TypeKind, string> = {
  object: 'Object',
  interface: 'Interface',
  union: 'Union',
  enum: 'Enum',
  input: 'Input',
  scalar: 'Scalar',
};

/** Names the reference has a section for; the others (String, Int…) are GraphQL's own. */
type Known = ReadonlySet<string>;

/** A type's section carries its name as anchor: `#DncRequest`. */
function TypeLink({ name, known }: { name: string; known: Known }) {
  if (!known.has(name)) return <>{name}</>;
  return (
    <Link href={`#${name}`} colorPalette="blue" variant="underline">
      {name}
    </Link>
  );
}

/** `[DncRequest!]!` with the named type linked to its section. */
function TypeName({ use, known }: { use: TypeUse; known: Known }) {
  const at = use.type.indexOf(use.named);
  return (
    <Code variant="plain" whiteSpace="nowrap">
      {use.type.slice(0, at)}
      <TypeLink name={use.named} known={known} />
      {use.type.slice(at + use.named.length)}
    </Code>
  );
}

function Deprecated({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Text fontSize="sm" color="fg.warning">
      Deprecated: {reason}
    </Text>
  );
}

function Arguments({ args, known }: { args: readonly ReferenceArgument[]; known: Known }) {
  if (args.length === 0) return null;
  return (
    <Box as="dl" mt="1" fontSize="sm">
      <Text as="dt" fontWeight="medium">
        Arguments
      </Text>
      {args.map((arg) => (
        <Box as="dd" key={arg.name} ms="3" mt="1">
          <Code variant="plain">{arg.name}</Code>: <TypeName use={arg} known={known} />
          {arg.defaultValue !== null && <Code variant="plain"> = {arg.defaultValue}</Code>}
          {arg.description && <Text>{arg.description}</Text>}
          <Deprecated reason={arg.deprecationReason} />
        </Box>
      ))}
    </Box>
  );
}

function fieldColumns(known: Known): readonly ListColumn<ReferenceField>[] {
  return [
    {
      key: 'name',
      header: 'Field',
      headerProps: { width: '20%' },
      cellProps: { verticalAlign: 'top' },
      cell: (f) => (
        <Code variant="plain" fontWeight="medium" textDecoration={f.deprecationReason ? 'line-through' : undefined}>
          {f.name}
        </Code>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      headerProps: { width: '20%' },
      cellProps: { verticalAlign: 'top' },
      cell: (f) => (
        <>
          <TypeName use={f} known={known} />
          {f.defaultValue !== null && <Code variant="plain"> = {f.defaultValue}</Code>}
        </>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      cellProps: { verticalAlign: 'top', whiteSpace: 'pre-line' },
      cell: (f) => (
        <>
          {f.description}
          <Deprecated reason={f.deprecationReason} />
          <Arguments args={f.args} known={known} />
        </>
      ),
    },
  ];
}

const VALUE_COLUMNS: readonly ListColumn<ReferenceEnumValue>[] = [
  {
    key: 'name',
    header: 'Value',
    headerProps: { width: '20%' },
    cellProps: { verticalAlign: 'top' },
    cell: (v) => (
      <Code variant="plain" fontWeight="medium">
        {v.name}
      </Code>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    cellProps: { verticalAlign: 'top', whiteSpace: 'pre-line' },
    cell: (v) => (
      <>
        {v.description}
        <Deprecated reason={v.deprecationReason} />
      </>
    ),
  },
];

function NameList({ label, names, known }: { label: string; names: readonly string[]; known: Known }) {
  if (names.length === 0) return null;
  return (
    <Text fontSize="sm">
      {label}:{' '}
      {names.map((name, i) => (
        <Fragment key={name}>
          {i > 0 && ', '}
          <TypeLink name={name} known={known} />
        </Fragment>
      ))}
    </Text>
  );
}

/**
 * Whether the element has come within a couple of screens of the viewport (and stays true after):
 * the page lists every type, and only the tables near where the reader is are built. Without
 * IntersectionObserver everything is built at once.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '1500px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** About the height of a table of `rows` rows, so the page keeps its length before a table is built. */
const estimatedHeight = (rows: number) => `${(rows + 1) * 2.5}rem`;

/** One type: a heading with its anchor, its description, and its fields or values. */
const TypeSection = memo(function TypeSection({
  type,
  fields,
  known,
}: {
  type: ReferenceType;
  fields: readonly ReferenceField[];
  known: Known;
}) {
  const headingId = `${type.name}-heading`;
  const columns = useMemo(() => fieldColumns(known), [known]);
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const rows = type.kind === 'enum' ? type.values.length : fields.length;
  let body: ReactNode = null;
  if (!near) {
    if (rows > 0) body = <Box h={estimatedHeight(rows)} />;
  } else if (type.kind === 'enum') {
    body = (
      <ListTable caption={`${type.name} values`} columns={VALUE_COLUMNS} rows={type.values} rowKey={(v) => v.name} emptyText="No values." />
    );
  } else if (type.kind === 'object' || type.kind === 'interface' || type.kind === 'input') {
    body = <ListTable caption={`${type.name} fields`} columns={columns} rows={fields} rowKey={(f) => f.name} emptyText="No fields." />;
  }
  return (
    <Box as="section" ref={ref} id={type.name} aria-labelledby={headingId} scrollMarginTop="20">
      <Stack gap="2">
        <Heading as="h2" size="md" id={headingId} display="flex" alignItems="center" gap="2">
          {type.name}
          <Badge variant="outline" size="sm">
            {KIND_LABEL[type.kind]}
          </Badge>
        </Heading>
        {type.description && <Text whiteSpace="pre-line">{type.description}</Text>}
        <NameList label="Implements" names={type.interfaces} known={known} />
        <NameList label="One of" names={type.members} known={known} />
        {body}
      </Stack>
    </Box>
  );
});

interface Shown {
  type: ReferenceType;
  fields: readonly ReferenceField[];
}

/**
 * The types a filter shows: those whose name contains it (all their fields), then those with a
 * field whose name contains it (only those fields), so `dncRequests` finds its Query field.
 */
function filterTypes(types: readonly ReferenceType[], filter: string): Shown[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return types.map((type) => ({ type, fields: type.fields }));
  const shown: Shown[] = [];
  for (const type of types) {
    if (type.name.toLowerCase().includes(needle)) {
      shown.push({ type, fields: type.fields });
      continue;
    }
    const fields = type.fields.filter((f) => f.name.toLowerCase().includes(needle));
    if (fields.length > 0) shown.push({ type, fields });
  }
  return shown;
}

/** The graph reference: every type of the graph, root types first, filterable by name. */
export function GraphReferenceView({ reference }: { reference: GraphReference }) {
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const known = useMemo(() => new Set(reference.types.map((t) => t.name)), [reference]);
  const shown = useMemo(() => filterTypes(reference.types, deferredFilter), [reference, deferredFilter]);
  const hash = useHash();
  const target = decodeURIComponent(hash.slice(1));

  // A link to a type the filter hides clears the filter, so the section it names is there to show.
  const hidden = known.has(target) && !shown.some((s) => s.type.name === target);
  useEffect(() => {
    if (hidden) setFilter('');
  }, [hidden, target]);
  useEffect(() => {
    if (!target || hidden) return;
    document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [target, hidden]);

  return (
    <Stack gap="6">
      <Stack gap="2" maxW="xl">
        <Input
          type="search"
          placeholder="Filter types and fields by name"
          aria-label="Filter types and fields by name"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Text fontSize="sm" color="fg.muted" role="status">
          {shown.length === reference.types.length
            ? `${formatCount(reference.types.length)} types`
            : `${formatCount(shown.length)} of ${formatCount(reference.types.length)} types`}
        </Text>
      </Stack>
      {shown.map(({ type, fields }) => (
        <TypeSection key={type.name} type={type} fields={fields} known={known} />
      ))}
      {shown.length === 0 && <Text color="fg.muted">No type or field has that name.</Text>}
    </Stack>
  );
}
