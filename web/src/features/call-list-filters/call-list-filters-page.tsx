import { useState } from 'react';
import { Alert, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { CallListFiltersDocument, DeleteCallListFilterDocument, type CallListFilterRowFragment } from '../../generated/graphql.ts';
import { downloadFile, gatewayUrl } from '../../shared/lib/download.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { AddFilterDialog } from './add-filter-dialog.tsx';
import { replaceFilterList } from './cache.ts';
import { GlobalFiltersTable } from './global-filters-table.tsx';
import { TargetedFiltersTable } from './targeted-filters-table.tsx';
import { formatCount } from '../../shared/lib/format.ts';

export const FILTERS_HELP =
  'Global filters apply to all campaigns and make a member ineligible for all. Targeted filters are campaign specific and only listed members are eligible.';

/** /call-list/filters: global filters and the targeted campaigns' member lists. */
export default function CallListFiltersPage({ pageName }: PageProps) {
  const getAccessToken = useAccessTokenGetter();
  const { data, loading, error, refetch } = useQuery(CallListFiltersDocument);
  const [adding, setAdding] = useState(false);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const [deleteFilter, deleting] = useMutation(DeleteCallListFilterDocument, {
    update: (cache, { data: answer }) => answer && replaceFilterList(cache, answer.deleteCallListFilter),
  });

  const filters = data?.callListFilters ?? [];
  const globalFilters = filters.filter((f) => f.isGlobal);
  const targetedFilters = filters.filter((f) => !f.isGlobal);

  const confirmDelete = async (filter: CallListFilterRowFragment) => {
    setActionError(null);
    try {
      await deleteFilter({ variables: { id: filter.id } });
      toast.success({ title: 'Filter deleted', description: filter.name });
    } catch (failed) {
      setActionError(failed);
    } finally {
      setConfirmingId(null);
    }
  };

  const exportReport = async () => {
    setExporting(true);
    setActionError(null);
    try {
      await downloadFile(gatewayUrl('/files/call-list-filter-report'), {
        accessToken: await getAccessToken(),
        fallbackName: 'filtered-members.xlsx',
      });
    } catch (failed) {
      setActionError(failed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>{FILTERS_HELP}</Alert.Description>
      </Alert.Root>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="blue" onClick={() => setAdding(true)}>
          Add New Global Filter
        </Button>
        <Button variant="outline" loading={exporting} loadingText="Exporting…" onClick={() => void exportReport()}>
          Export Filtered Members
        </Button>
      </Flex>
      <ErrorAlert error={error} />
      <ErrorAlert error={actionError} onDismiss={() => setActionError(null)} />
      {loading && !data ? (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading filters" />
        </Flex>
      ) : (
        <>
          <Heading as="h2" size="md">
            Global Filters
          </Heading>
          <GlobalFiltersTable
            filters={globalFilters}
            confirmingId={confirmingId}
            deletingId={deleting.loading ? confirmingId : null}
            onAskDelete={(filter) => setConfirmingId(filter.id)}
            onConfirmDelete={(filter) => void confirmDelete(filter)}
            onCancelDelete={() => setConfirmingId(null)}
          />
          <Heading as="h2" size="md">
            Targeted Campaign Members
          </Heading>
          <TargetedFiltersTable filters={targetedFilters} />
          <Text fontSize="sm" color="fg.muted">
            Targeted lists are uploaded when a Targeted or Creatio campaign is created.
          </Text>
        </>
      )}
      <AddFilterDialog
        open={adding}
        getAccessToken={getAccessToken}
        onClose={() => setAdding(false)}
        onAdded={(filter) => {
          setAdding(false);
          toast.success({ title: 'Filtered members logged', description: `${filter.name}: ${formatCount(filter.memberCount)} members` });
          void refetch();
        }}
      />
    </Stack>
  );
}
