import { useState } from 'react';
import { Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { MarketsDocument } from '../../generated/graphql.ts';
import { MarketEditDialog } from './market-edit-dialog.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { MarketsTable, type MarketListItem } from './markets-table.tsx';
import { formatCount } from '../../shared/lib/format.ts';

/** /markets: every market but the hidden one, editable by admin and eus. */
export default function MarketsPage({ pageName }: PageProps) {
  const { data, loading, error } = useQuery(MarketsDocument);
  const [editingId, setEditingId] = useState<string | null>(null);
  // Read the edited market from the live list so the dialog sees the cache's latest copy.
  const editing: MarketListItem | null = data?.markets.find((m) => m.id === editingId) ?? null;

  return (
    <Stack gap="4">
      <Flex align="baseline" gap="3">
        <Heading as="h1" size="xl">
          {pageName}
        </Heading>
        {data && <Text color="fg.muted">{formatCount(data.markets.length)} markets</Text>}
      </Flex>
      <ErrorAlert error={error} />
      {loading && !data ? (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading markets" />
        </Flex>
      ) : (
        data && <MarketsTable markets={data.markets} onEdit={(m) => setEditingId(m.id)} />
      )}
      <MarketEditDialog market={editing} onClose={() => setEditingId(null)} />
    </Stack>
  );
}
