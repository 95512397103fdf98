import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { CohortsDocument, type CohortsQuery } from '../../generated/graphql.ts';
import { formatCount, formatDate } from '../../shared/lib/format.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';

type CohortItem = CohortsQuery['cohorts'][number];

const COLUMNS: readonly ListColumn<CohortItem>[] = [
  { key: 'id', header: 'Id', cell: (c) => c.id },
  { key: 'name', header: 'Name', cellProps: { fontWeight: 'medium' }, cell: (c) => c.name },
  { key: 'activation', header: 'Activation Date', cell: (c) => formatDate(c.createdDt) },
  { key: 'members', header: 'Member Count', align: 'end', cell: (c) => formatCount(c.memberCount) },
  { key: 'pending', header: 'Pending Member Count', align: 'end', cell: (c) => formatCount(c.pendingMemberCount) },
];

/** /cohorts: every cohort with its activation date, members and members staged but not yet active (read-only). */
export default function CohortsPage({ pageName }: PageProps) {
  const { data, loading, error } = useQuery(CohortsDocument);

  return (
    <Stack gap="4">
      <Flex align="baseline" gap="3">
        <Heading as="h1" size="xl">
          {pageName}
        </Heading>
        {data && <Text color="fg.muted">{formatCount(data.cohorts.length)} cohorts</Text>}
      </Flex>
      <ErrorAlert error={error} />
      {loading && !data ? (
        <LoadingBlock label="Loading cohorts" heights={Array<string>(6).fill('8')} />
      ) : (
        data && (
          <ListTable
            caption="Cohorts"
            columns={COLUMNS}
            rows={data.cohorts}
            rowKey={(c) => c.id}
            emptyText="No cohorts yet."
            stickyHeader
            rowProps={(c) => ({ 'data-cohort-id': c.id })}
          />
        )
      )}
    </Stack>
  );
}
