import { useMemo, useState } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { ContractsDocument, TerminateContractDocument, type ContractRowFragment } from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { ContractDialog } from './contract-dialog.tsx';
import { appendContractToList } from './cache.ts';
import { ContractsTable } from './contracts-table.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { formatCount } from '../../shared/lib/format.ts';

const byName = (a: ContractRowFragment, b: ContractRowFragment) => a.name.localeCompare(b.name, 'en');

/** /contracts: the active and the termed contracts; data management adds, edits and terminates them. */
export default function ContractsPage({ pageName }: PageProps) {
  const { data, loading, error } = useQuery(ContractsDocument);
  const client = useApolloClient();
  const [editing, setEditing] = useState<ContractRowFragment | 'new' | null>(null);
  const [terminating, setTerminating] = useState<ContractRowFragment | null>(null);
  const [terminate, termination] = useMutation(TerminateContractDocument);

  // Both tables come from the one cached list: a terminated contract (answered whole, disabled)
  // moves from Active to Termed, and the counts follow, with no request for the list.
  const contracts = useMemo(() => [...(data?.contracts ?? [])].sort(byName), [data]);
  const active = contracts.filter((c) => !c.disabled);
  const termed = contracts.filter((c) => c.disabled);
  const canAdd = data?.viewer.can.addContract.allowed ?? false;

  const appendContract = (contract: ContractRowFragment) => appendContractToList(client.cache, contract);

  const confirmTerminate = async () => {
    if (!terminating) return;
    try {
      await terminate({ variables: { id: terminating.id } });
      toast.success({ title: 'Contract terminated', description: terminating.name });
      setTerminating(null);
    } catch {
      // The error shows in the dialog's alert.
    }
  };

  return (
    <Stack gap="6">
      <Flex align="baseline" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {pageName}
        </Heading>
        {canAdd && (
          <Button ms="auto" colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
            Add Contract
          </Button>
        )}
      </Flex>
      <ErrorAlert error={error} />
      {loading && !data ? (
        <LoadingBlock label="Loading contracts" heights={Array<string>(6).fill('8')} />
      ) : (
        data && (
          <>
            <Stack gap="3" as="section" aria-labelledby="active-contracts">
              <Heading as="h2" size="md" id="active-contracts">
                Active Contracts ({formatCount(active.length)})
              </Heading>
              <ContractsTable
                caption="Active contracts"
                contracts={active}
                emptyText="No active contracts."
                onEdit={setEditing}
                onTerminate={setTerminating}
              />
            </Stack>
            <Stack gap="3" as="section" aria-labelledby="termed-contracts">
              <Heading as="h2" size="md" id="termed-contracts">
                Termed Contracts ({formatCount(termed.length)})
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                Terminated contracts stay editable.
              </Text>
              <ContractsTable
                caption="Termed contracts"
                contracts={termed}
                emptyText="No termed contracts."
                onEdit={setEditing}
                onTerminate={setTerminating}
              />
            </Stack>
          </>
        )
      )}
      <ContractDialog contract={editing} onClose={() => setEditing(null)} onCreated={appendContract} />
      <ConfirmDialog
        open={terminating !== null}
        title="Terminate Contract"
        confirmLabel="Terminate"
        destructive
        busy={termination.loading}
        onConfirm={() => void confirmTerminate()}
        onCancel={() => {
          termination.reset();
          setTerminating(null);
        }}
      >
        <Stack gap="3">
          <ErrorAlert error={termination.error} tool="Contracts" />
          <Text>Terminate {terminating?.name}? It moves to the termed contracts, where it can still be edited.</Text>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
