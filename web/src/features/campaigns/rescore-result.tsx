import { Alert, Flex, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { RescoreCampaignMutation } from '../../generated/graphql.ts';
import { describeError } from '../../shared/lib/errors.ts';
import { formatCount, formatPoints, formatText } from '../../shared/lib/format.ts';
import { EmptyTableRow } from '../../shared/ui/empty-table-row.tsx';

export type CampaignScore = RescoreCampaignMutation['rescoreCampaign']['scores'][number];

export type RescoreState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'success'; scores: readonly CampaignScore[] }
  | { status: 'failed'; error: unknown };

/** The table shows the top of the list; the score report download has every member. */
export const SCORES_SHOWN = 100;

/** Rescore's running state, then 'Rescore Successful' with the scores, or 'Rescore Failed'. */
export function RescoreResult({ state }: { state: RescoreState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    return (
      <Flex role="status" align="center" gap="2" color="fg.muted">
        <Spinner size="sm" /> Rescoring the campaign…
      </Flex>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert.Root status="error" data-variant="danger" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Rescore Failed</Alert.Title>
          <Alert.Description>{describeError(state.error).message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const sorted = [...state.scores].sort((a, b) => b.points - a.points);
  const shown = sorted.slice(0, SCORES_SHOWN);
  return (
    <Stack gap="3">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Rescore Successful</Alert.Title>
          <Alert.Description>{formatCount(sorted.length)} members scored.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="sm">
        <Table.Root size="sm" striped stickyHeader aria-label="Scores">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Member Id</Table.ColumnHeader>
              <Table.ColumnHeader>Primary Driver</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.length === 0 && <EmptyTableRow colSpan={3}>No member scored points.</EmptyTableRow>}
            {shown.map((score) => (
              <Table.Row key={score.memberId}>
                <Table.Cell>{score.memberId}</Table.Cell>
                <Table.Cell>{formatText(score.primaryDriver)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPoints(score.points)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {sorted.length > SCORES_SHOWN && (
        <Text fontSize="sm" color="fg.muted">
          Showing the top {SCORES_SHOWN} of {formatCount(sorted.length)} scores; the score report has them all.
        </Text>
      )}
    </Stack>
  );
}
