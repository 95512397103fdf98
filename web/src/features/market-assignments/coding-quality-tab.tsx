import { Stack, Heading } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import { CodingQualityAssignmentsDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { PageMessage } from '../../shared/ui/page-message.tsx';
import { HistoryList } from './assignment-history-dialog.tsx';
import { ChangeAssignmentPanel } from './change-assignment-panel.tsx';
import { HeaderHolder } from './market-tab.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';

/** Coding Quality Educator: the Auditor Educator of the Coding Quality market, and who held it before. */
export function CodingQualityTab() {
  const { data, loading, error } = useQuery(CodingQualityAssignmentsDocument, { variables: { marketId: String(Markets.CODING_QUALITY) } });
  const table = data?.marketAssignmentTable;
  if (error) return <ErrorAlert error={error} tool="Market Assignments" />;
  if (loading && !table) return <LoadingBlock label="Loading assignments" heights={['40']} />;
  if (!table) return <PageMessage title="No Coding Quality market">The Coding Quality market is not set up.</PageMessage>;
  const history = table.marketLevelHistory.filter((e) => e.assignmentTypeId === String(AssignmentType.AUDITOR_EDUCATOR));
  return (
    <Stack gap="4">
      <HeaderHolder label="Auditor Educator" holder={table.auditorEducator} />
      {table.viewerCan.change.allowed && <ChangeAssignmentPanel tab={{ kind: 'codingQuality' }} />}
      <Heading as="h2" size="sm">
        Auditor Educator history
      </Heading>
      <HistoryList entries={history} caption="Auditor Educator history" />
    </Stack>
  );
}
