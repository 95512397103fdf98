import { useMemo, useState } from 'react';
import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import type { UsersQuery } from '../../generated/graphql.ts';

export type UserListItem = UsersQuery['users'][number];

interface UserPickerProps {
  users: readonly UserListItem[];
  selectedUid: string | null;
  onSelect: (uid: string) => void;
}

/** Active users with a display name (the gateway's `users`), sorted by name and searchable. */
export function UserPicker({ users, selectedUid, onSelect }: UserPickerProps) {
  const [search, setSearch] = useState('');
  const sorted = useMemo(() => sortByName(users), [users]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? sorted.filter((u) => matches(u, needle)) : sorted;

  return (
    <Stack gap="2">
      <Input
        type="search"
        placeholder="Search users"
        aria-label="Search users"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Box as="ul" role="list" aria-label="Users" borderWidth="1px" rounded="md" maxH="60vh" overflowY="auto" p="1">
        {shown.map((user) => (
          <Box as="li" key={user.uid} listStyleType="none">
            <Button
              variant={user.uid === selectedUid ? 'subtle' : 'ghost'}
              colorPalette={user.uid === selectedUid ? 'blue' : 'gray'}
              aria-current={user.uid === selectedUid ? 'true' : undefined}
              size="sm"
              width="full"
              justifyContent="flex-start"
              onClick={() => onSelect(user.uid)}
            >
              {user.displayName}
            </Button>
          </Box>
        ))}
        {shown.length === 0 && (
          <Text as="li" listStyleType="none" p="2" color="fg.muted">
            No users found.
          </Text>
        )}
      </Box>
    </Stack>
  );
}

function sortByName(users: readonly UserListItem[]): UserListItem[] {
  return [...users].sort((a, b) => (a.displayName ?? '').localeCompare(b.displayName ?? '', undefined, { sensitivity: 'base' }));
}

function matches(user: UserListItem, needle: string): boolean {
  return (user.displayName ?? '').toLowerCase().includes(needle) || user.uid.toLowerCase().includes(needle);
}
