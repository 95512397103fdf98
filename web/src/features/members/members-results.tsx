import { useEffect, useRef, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MembersSearchDocument, type MemberFilter } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { CsvExportButton, DataTable, exportUrl, tableStateToArgs, useTableState } from '../../shared/ui/data-table/index.ts';
import { MEMBER_COLUMNS } from './members-columns.tsx';

export const MEMBERS_EXPORT_PATH = '/files/exports/members.csv';

export interface MembersResultsProps {
  /** The search's own filters; the table's column filters are added to them. */
  searchFilters: readonly MemberFilter[];
  getAccessToken: () => Promise<string | null>;
  /** Called once when the search itself (before any column filter) finds exactly one member. */
  onSingleResult?: (memberId: string) => void;
}

/** The members matching a search, in the shared server-driven table, with CSV export for those allowed it. Remount per search. */
export function MembersResults({ searchFilters, getAccessToken, onSingleResult }: MembersResultsProps) {
  const { state, setState } = useTableState();
  const [exportError, setExportError] = useState<unknown>(null);
  const args = tableStateToArgs(state, MEMBER_COLUMNS);
  const filters = [...searchFilters, ...args.filters];
  const { data, previousData, loading, error } = useQuery(MembersSearchDocument, {
    variables: { filters, sort: args.sort, skip: args.skip, take: args.take },
  });
  const page = data?.members ?? previousData?.members;

  const firstAnswer = useRef(true);
  useEffect(() => {
    if (!data || !firstAnswer.current) return;
    firstAnswer.current = false;
    if (data.members.totalCount === 1 && data.members.nodes[0]) onSingleResult?.(data.members.nodes[0].id);
  }, [data, onSingleResult]);

  return (
    <Stack gap="3">
      <ErrorAlert error={error} tool="Member" />
      <ErrorAlert error={exportError} tool="Member" onDismiss={() => setExportError(null)} />
      <DataTable
        caption="Members"
        columns={MEMBER_COLUMNS}
        rows={page?.nodes ?? []}
        rowKey={(m) => m.id}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        state={state}
        onStateChange={setState}
        toolbar={
          // The gateway says whether this user may export members; without the right there is no button.
          page?.viewerCan.export ? (
            <CsvExportButton
              url={exportUrl(MEMBERS_EXPORT_PATH, { filters, sort: args.sort })}
              getAccessToken={getAccessToken}
              fallbackName="members.csv"
              onError={setExportError}
              disabled={page.totalCount === 0}
            />
          ) : undefined
        }
      />
    </Stack>
  );
}
