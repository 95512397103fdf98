import { Dialog, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ValidCountiesDocument } from '../../generated/graphql.ts';
import { DialogDismissButton, DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ListTable } from '../../shared/ui/list-table.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';

type CountyRow = { id: string; county: string; stateAbbrev: string };

const COLUMNS = [
  { key: 'county', header: 'County', cell: (c: CountyRow) => c.county },
  { key: 'state', header: 'State', cell: (c: CountyRow) => c.stateAbbrev },
];

/** The sentence shown when a state has no county the organisation serves. */
export const noValidCounties = (state: string) => `There are no valid counties in ${state}`;

function CountiesOfState({ stateAbbrev }: { stateAbbrev: string }) {
  const { data, loading, error } = useQuery(ValidCountiesDocument, { variables: { stateAbbrev } });
  if (error) return <ErrorAlert error={error} />;
  if (loading && !data) return <LoadingBlock label="Loading the valid counties" heights={['8', '24']} />;
  const stateName = data?.countyStates.find((s) => s.abbrev === stateAbbrev)?.name ?? stateAbbrev;
  const counties = [...(data?.counties ?? [])].sort((a, b) => a.county.localeCompare(b.county, 'en'));
  if (counties.length === 0) return <Text role="status">{noValidCounties(stateName)}</Text>;
  return (
    <ListTable
      caption={`Valid counties in ${stateName}`}
      columns={COLUMNS}
      rows={counties}
      rowKey={(c) => c.id}
      emptyText={noValidCounties(stateName)}
    />
  );
}

/** 'Show valid counties': the counties the organisation serves in the address's state. */
export function ValidCountiesDialog({ stateAbbrev, open, onClose }: { stateAbbrev: string | null; open: boolean; onClose: () => void }) {
  return (
    <DialogShell open={open} onClose={onClose} title="Valid counties" scrollBehavior="inside">
      <Dialog.Body>
        {open && (stateAbbrev ? <CountiesOfState stateAbbrev={stateAbbrev} /> : <Text role="status">{noValidCounties('this state')}</Text>)}
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton />
      </Dialog.Footer>
    </DialogShell>
  );
}
