import { useCallback, useState, type FormEvent } from 'react';
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '../../shared/lib/router.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import type { PageProps } from '../../shared/lib/page.ts';
import type { MemberFilter } from '../../generated/graphql.ts';
import { AdvancedSearchDialog } from './advanced-search-dialog.tsx';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { EMPTY_ADVANCED_SEARCH, quickSearchFilters, type AdvancedSearchValues } from './member-search.ts';
import { MembersResults } from './members-results.tsx';

interface Search {
  filters: MemberFilter[];
  /** Every search remounts the results: first page, no column filters, single-result check. */
  key: number;
}

/** /member: search box, Advanced Member Search, the results table and (data management) Add member. */
export default function MembersPage({ pageName }: PageProps) {
  const navigate = useNavigate();
  const { can } = useViewer();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [advanced, setAdvanced] = useState<AdvancedSearchValues>(EMPTY_ADVANCED_SEARCH);
  const [locked, setLocked] = useState(false);

  const run = (filters: MemberFilter[]) => setSearch(filters.length ? { filters, key: (search?.key ?? 0) + 1 } : null);
  const getAccessToken = useAccessTokenGetter();
  const openMember = useCallback((id: string) => void navigate(`/member/${id}`), [navigate]);

  const submitQuick = (event: FormEvent) => {
    event.preventDefault();
    run(quickSearchFilters(text));
  };

  return (
    <Stack gap="4" maxW="7xl" mx="auto">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {pageName}
        </Heading>
        {can.addMember && (
          <Button colorPalette="blue" variant="outline" onClick={() => setAdding(true)}>
            Add member
          </Button>
        )}
      </HStack>
      <HStack as="form" role="search" onSubmit={submitQuick} gap="2" wrap="wrap">
        <Input
          aria-label="Search members"
          placeholder="Search by name or Aaneel Id"
          maxW="md"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" colorPalette="blue">
          Search
        </Button>
        <Button type="button" variant="outline" onClick={() => setDialogOpen(true)}>
          Advanced Search
        </Button>
      </HStack>

      {search ? (
        <MembersResults key={search.key} searchFilters={search.filters} getAccessToken={getAccessToken} onSingleResult={openMember} />
      ) : (
        <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center">
          <Text color="fg.muted">
            Search members by name or Aaneel Id, or use Advanced Search for phone, email, member id or date of birth.
          </Text>
        </Box>
      )}

      <AdvancedSearchDialog
        open={dialogOpen}
        values={advanced}
        locked={locked}
        onValuesChange={setAdvanced}
        onSearch={(filters) => {
          setLocked(true);
          setDialogOpen(false);
          run(filters);
        }}
        onNewSearch={() => {
          setAdvanced(EMPTY_ADVANCED_SEARCH);
          setLocked(false);
          setSearch(null);
        }}
        onClose={() => setDialogOpen(false)}
      />
      <AddMemberDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
