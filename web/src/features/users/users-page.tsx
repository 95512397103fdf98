import { useState } from 'react';
import { Box, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { ClaimCatalogDocument, UserClaimsDocument, UsersDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ClaimsExport } from './claims-export.tsx';
import { UserCard } from './user-card.tsx';
import { UserClaimsTable } from './user-claims-table.tsx';
import { UserPicker } from './user-picker.tsx';

/** /admin/users: find a user, see whether they are active, grant and revoke claims. */
export default function UsersPage({ pageName }: PageProps) {
  const { can } = useViewer();
  const [selectedUid, setSelectedUid] = useState<string | null>(null);
  const users = useQuery(UsersDocument);
  const catalog = useQuery(ClaimCatalogDocument);
  const selected = useQuery(UserClaimsDocument, { variables: { uid: selectedUid ?? '' }, skip: !selectedUid });
  const claims = catalog.data?.claims ?? [];

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <ErrorAlert error={users.error ?? catalog.error} />
      {can.exportClaims && catalog.data && <ClaimsExport claims={claims} />}
      <Grid templateColumns={{ base: '1fr', md: 'minmax(220px, 1fr) 2fr' }} gap="6" alignItems="start">
        <Box>
          {users.loading && !users.data ? (
            <Spinner aria-label="Loading users" />
          ) : (
            <UserPicker users={users.data?.users ?? []} selectedUid={selectedUid} onSelect={setSelectedUid} />
          )}
        </Box>
        <Stack gap="4">
          <ErrorAlert error={selected.error} />
          {!selectedUid && <Text color="fg.muted">Choose a user to see their claims.</Text>}
          {selectedUid && selected.loading && !selected.data && (
            <Flex justify="center" py="6">
              <Spinner aria-label="Loading user" />
            </Flex>
          )}
          {selected.data?.user && (
            <>
              <UserCard user={selected.data.user} />
              <UserClaimsTable user={selected.data.user} claims={claims} />
            </>
          )}
          {selectedUid && selected.data && !selected.data.user && <Text>User not found.</Text>}
        </Stack>
      </Grid>
    </Stack>
  );
}
