/**
 * /patient-cost-profiles: Find Member (the members search by name or Aaneel Id), then the chosen
 * member's line (name, date of birth, Engaged / Unengaged / Termed) and their cost profile
 * workbook (Medical Cost). A search with one result picks it at once.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Field, HStack, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CostProfileMembersDocument, type CostProfileMembersQuery } from '../../generated/graphql.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { EmbeddedWorkbook } from '../../shared/embed/index.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { engagementLabel, formatCount, formatDate } from '../../shared/lib/format.ts';
import { MedicalCostGate } from './medical-cost-gate.tsx';
import { memberLine } from './member-status.ts';

type FoundMember = CostProfileMembersQuery['members']['nodes'][number];

/** Results listed for a search; a narrower search finds the rest. */
const RESULTS_SHOWN = 10;

function FoundMembers({ text, autoPick, onPick }: { text: string; autoPick: boolean; onPick: (member: FoundMember) => void }) {
  const { data, loading, error } = useQuery(CostProfileMembersDocument, {
    variables: { filters: [{ field: 'NAME_OR_AANEEL_ID', matchMode: 'CONTAINS', value: text }], take: RESULTS_SHOWN },
  });
  const nodes = data?.members.nodes ?? [];
  const only = data?.members.totalCount === 1 ? data.members.nodes[0] : undefined;
  useEffect(() => {
    if (autoPick && only) onPick(only);
  }, [autoPick, only, onPick]);

  if (loading && !data) return <LoadingBlock label="Finding members" heights={['8', '8', '8']} />;
  if (error) return <ErrorAlert error={error} />;
  if (nodes.length === 0) return <Text color="fg.muted">No member matches “{text}”.</Text>;
  return (
    <Stack gap="2">
      <Text color="fg.muted" fontSize="sm">
        {data && data.members.totalCount > nodes.length
          ? `The first ${formatCount(nodes.length)} of ${formatCount(data.members.totalCount)} members; narrow the search to find others.`
          : `${formatCount(nodes.length)} member${nodes.length === 1 ? '' : 's'} found.`}
      </Text>
      <Table.Root size="sm" aria-label="Members found">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Date of Birth</Table.ColumnHeader>
            <Table.ColumnHeader>Aaneel Id</Table.ColumnHeader>
            <Table.ColumnHeader>Neighborhood</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {nodes.map((m) => (
            <Table.Row key={m.id}>
              <Table.Cell>{m.fullName}</Table.Cell>
              <Table.Cell>{formatDate(m.dateOfBirth)}</Table.Cell>
              <Table.Cell>{m.aaneelId}</Table.Cell>
              <Table.Cell>{m.office?.name ?? ''}</Table.Cell>
              <Table.Cell>{engagementLabel(m.termDate, m.engaged)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button size="xs" variant="outline" onClick={() => onPick(m)} aria-label={`View cost profile of ${m.fullName}`}>
                  View
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

export default function PatientCostProfilesPage({ pageName }: PageProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [member, setMember] = useState<FoundMember | null>(null);
  // A search's single result is opened once; Back to results then shows it listed.
  const [autoPick, setAutoPick] = useState(true);
  const pick = useCallback((found: FoundMember) => {
    setAutoPick(false);
    setMember(found);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setMember(null);
    setAutoPick(true);
    setSearch(value === '' ? null : value);
  };

  return (
    <MedicalCostGate pageName={pageName}>
      <Stack gap="4" maxW="7xl" mx="auto">
        <Heading as="h1" size="lg">
          {pageName}
        </Heading>
        <HStack as="form" role="search" onSubmit={submit} gap="2" align="end" wrap="wrap">
          <Field.Root maxW="md">
            <Field.Label>Find Member</Field.Label>
            <Input placeholder="Name or Aaneel Id" value={text} onChange={(e) => setText(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="blue">
            Search
          </Button>
        </HStack>
        {member ? (
          <Stack gap="3">
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="semibold" data-testid="cost-profile-member">
                {memberLine(member)}
              </Text>
              {search && (
                <Button size="sm" variant="ghost" onClick={() => setMember(null)}>
                  Back to results
                </Button>
              )}
            </HStack>
            <EmbeddedWorkbook
              key={member.id}
              workbook="PATIENT_COST_PROFILES"
              memberId={member.id}
              title={`Cost profile of ${member.fullName}`}
            />
          </Stack>
        ) : search ? (
          <FoundMembers key={search} text={search} autoPick={autoPick} onPick={pick} />
        ) : (
          <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center">
            <Text color="fg.muted">Find a member by name or Aaneel Id to see their cost profile.</Text>
          </Box>
        )}
      </Stack>
    </MedicalCostGate>
  );
}
