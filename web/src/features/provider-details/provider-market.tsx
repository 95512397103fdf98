import { useMemo, useState } from 'react';
import { Accordion, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { NO_PROVIDERS_MESSAGE, type ProviderRange } from '@luminate/schema/rules';
import {
  ProviderCapabilitiesDocument,
  ProviderCommunitiesDocument,
  ProviderDetailsDocument,
  type ProviderRowFragment,
} from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ListTable } from '../../shared/ui/list-table.tsx';
import { providerColumns } from './provider-columns.tsx';
import { ProviderEditDialog } from './provider-edit-dialog.tsx';
import { ProviderChangeLogDialog } from './provider-change-log-dialog.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { formatCount } from '../../shared/lib/format.ts';

/** One market's tab: an accordion item per community with its providers' rows. */
export function ProviderMarket({ marketId, range }: { marketId: string; range: ProviderRange }) {
  const variables = { marketId, start: range.start, end: range.end };
  const details = useQuery(ProviderDetailsDocument, { variables });
  const communities = useQuery(ProviderCommunitiesDocument, { variables: { marketId } });
  const capabilities = useQuery(ProviderCapabilitiesDocument);
  const full = capabilities.data?.viewer.can.seeFullProviderColumns ?? false;
  const [open, setOpen] = useState<{ id: string; dialog: 'edit' | 'log' } | null>(null);
  const columns = useMemo(() => providerColumns(full, (row, dialog) => setOpen({ id: row.id, dialog })), [full]);

  const rows = details.data?.providerDetails ?? [];
  const communityRows = (communities.data?.offices ?? [])
    .filter((o) => o.isCommunity)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  // The dialogs read the row from the live list, so they show the cache's latest copy.
  const openRow = open ? (rows.find((r) => r.id === open.id) ?? null) : null;

  const error = details.error ?? communities.error;
  if (error) return <ErrorAlert error={error} />;
  if ((details.loading && !details.data) || (communities.loading && !communities.data)) {
    return <LoadingBlock label="Loading providers" heights={['10', '10', '40']} />;
  }
  if (communityRows.length === 0) return <Text color="fg.muted">This market has no communities.</Text>;

  return (
    <>
      <Accordion.Root multiple defaultValue={communityRows.map((c) => c.communityId)} variant="enclosed">
        {communityRows.map((community) => {
          const inCommunity: ProviderRowFragment[] = rows.filter((r) => r.communities.includes(community.communityId));
          return (
            <Accordion.Item key={community.id} value={community.communityId} data-community={community.communityId}>
              <Accordion.ItemTrigger>
                <Text flex="1" fontWeight="medium">
                  {community.communityId}
                  {community.commonName ? ` · ${community.commonName}` : ''}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {formatCount(inCommunity.length)} {inCommunity.length === 1 ? 'provider' : 'providers'}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  {inCommunity.length === 0 ? (
                    <Text color="fg.muted">{NO_PROVIDERS_MESSAGE}</Text>
                  ) : (
                    <ListTable
                      caption={`Providers of community ${community.communityId}`}
                      columns={columns}
                      rows={inCommunity}
                      rowKey={(r) => r.id}
                      emptyText={NO_PROVIDERS_MESSAGE}
                      rowProps={(r) => ({ 'data-employee-id': r.employeeId })}
                    />
                  )}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
      <ProviderEditDialog row={open?.dialog === 'edit' ? openRow : null} marketId={marketId} range={range} onClose={() => setOpen(null)} />
      <ProviderChangeLogDialog row={open?.dialog === 'log' ? openRow : null} full={full} onClose={() => setOpen(null)} />
    </>
  );
}
