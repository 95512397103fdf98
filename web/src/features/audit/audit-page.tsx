import { useState } from 'react';
import { Button, Field, HStack, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { AuditEventsDocument, type AuditOutcome } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { DataTable, initialTableState, useTableState } from '../../shared/ui/data-table/index.ts';
import { AUDIT_COLUMNS } from './audit-columns.tsx';
import { EMPTY_TOOLBAR, OUTCOMES, auditFilterOf, type AuditToolbarFilters } from './audit-filters.ts';
import { OUTCOME_LABELS } from './labels.ts';

const PAGE_SIZES = [20, 50, 100];

/**
 * /admin/audit (superAdmin): the audit trail of exports, downloads, uploads and changes — who,
 * what, which records, when and how it ended — newest first, filtered on the gateway.
 */
export default function AuditPage({ pageName }: PageProps) {
  const { state, setState } = useTableState(PAGE_SIZES[0]);
  const [toolbar, setToolbar] = useState<AuditToolbarFilters>(EMPTY_TOOLBAR);
  const filter = auditFilterOf(state, toolbar);
  const { data, previousData, loading, error } = useQuery(AuditEventsDocument, {
    variables: { ...filter, skip: state.pageIndex * state.pageSize, take: state.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.auditEvents ?? previousData?.auditEvents;

  // A toolbar change starts again from the first page, like a column filter does.
  const setToolbarFilter = (change: Partial<AuditToolbarFilters>) => {
    setToolbar((current) => ({ ...current, ...change }));
    setState((current) => ({ ...current, pageIndex: 0 }));
  };
  const anyFilter = Object.values(state.filters).some((f) => f.value.trim()) || Object.values(toolbar).some(Boolean);

  return (
    <Stack gap="4" maxW="7xl" mx="auto">
      <Heading as="h1" size="lg">
        {pageName}
      </Heading>
      <Text color="fg.muted">
        Every export, download and upload of member data and every change, with who did it, the records concerned (ids only) and how it
        ended.
      </Text>
      <ErrorAlert error={error} tool={pageName} />
      <DataTable
        caption="Audit events"
        columns={AUDIT_COLUMNS}
        rows={page?.nodes ?? []}
        rowKey={(e) => e.id}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        state={state}
        onStateChange={setState}
        pageSizeOptions={PAGE_SIZES}
        emptyText={anyFilter ? 'No audit events match these filters.' : 'No audit events yet.'}
        toolbar={
          <HStack gap="3" wrap="wrap" align="flex-end" w="full" justify="flex-start">
            <Field.Root w="auto">
              <Field.Label fontSize="xs">Outcome</Field.Label>
              <NativeSelect.Root size="xs" width="36">
                <NativeSelect.Field
                  aria-label="Outcome"
                  value={toolbar.outcome}
                  onChange={(e) => setToolbarFilter({ outcome: e.currentTarget.value as AuditOutcome | '' })}
                >
                  <option value="">Any</option>
                  {OUTCOMES.map((o) => (
                    <option key={o} value={o}>
                      {OUTCOME_LABELS[o]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w="auto">
              <Field.Label fontSize="xs">From</Field.Label>
              <Input
                size="xs"
                type="date"
                aria-label="From date"
                value={toolbar.from}
                onChange={(e) => setToolbarFilter({ from: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root w="auto">
              <Field.Label fontSize="xs">To</Field.Label>
              <Input
                size="xs"
                type="date"
                aria-label="To date"
                value={toolbar.to}
                onChange={(e) => setToolbarFilter({ to: e.currentTarget.value })}
              />
            </Field.Root>
            <Button
              size="xs"
              variant="outline"
              disabled={!anyFilter}
              onClick={() => {
                setToolbar(EMPTY_TOOLBAR);
                setState(initialTableState(state.pageSize));
              }}
            >
              Clear filters
            </Button>
          </HStack>
        }
      />
    </Stack>
  );
}
