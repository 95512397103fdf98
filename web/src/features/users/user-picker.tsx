import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { UsersQuery } from '../../generated/graphql.ts';
import { formatCount } from '../../shared/lib/format.ts';

/** Lists longer than this render only the users in view (plus a few either side) as the list scrolls. */
export const VIRTUALISE_USERS_FROM = 100;
/** Height of one user's button row, in pixels: the first guess before rows are measured. */
const ROW_HEIGHT_PX = 36;

export type UserListItem = UsersQuery['users'][number];

interface UserPickerProps {
  users: readonly UserListItem[];
  selectedUid: string | null;
  onSelect: (uid: string) => void;
}

/**
 * Active users with a display name (the gateway's `users`), sorted by name and searchable. A long
 * list keeps only the users in view in the page, so a directory of thousands opens as fast as one
 * of ten; every user stays reachable by scrolling, by the search, and by the arrow keys (Up, Down,
 * Home, End move between users, scrolling the next one into view). Screen readers still hear each
 * user's position in the whole list.
 */
export function UserPicker({ users, selectedUid, onSelect }: UserPickerProps) {
  const [search, setSearch] = useState('');
  const sorted = useMemo(() => sortByName(users), [users]);
  const needle = search.trim().toLowerCase();
  const shown = useMemo(() => (needle ? sorted.filter((u) => matches(u, needle)) : sorted), [sorted, needle]);
  const scrollRef = useRef<HTMLUListElement>(null);
  const virtual = shown.length > VIRTUALISE_USERS_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? shown.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 12,
    getItemKey: (index) => shown[index]?.uid ?? index,
    // Rows are measured once shown; an element not laid out (height 0) keeps the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT_PX,
  });
  // None when the list is short (the virtualizer then counts no rows).
  const virtualItems = virtualizer.getVirtualItems();
  const rows: { index: number; key: string | number | bigint }[] = virtual
    ? virtualItems
    : shown.map((user, index) => ({ index, key: user.uid }));
  const before = virtualItems[0]?.start ?? 0;
  const after = virtualItems.length > 0 ? virtualizer.getTotalSize() - virtualItems[virtualItems.length - 1].end : 0;

  // The user the keyboard moved to: focused once their row is in the page (after the scroll renders it).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    const button = scrollRef.current?.querySelector<HTMLButtonElement>(`[data-user-index="${focusIndex}"]`);
    if (!button) return;
    button.focus();
    setFocusIndex(null);
    // Runs again as the scroll brings new rows into the page.
  }, [focusIndex, virtualItems, shown]);

  /** Moves focus to the user at `index` of the shown list, bringing them into view first. */
  const focusUser = (index: number) => {
    const target = Math.max(0, Math.min(shown.length - 1, index));
    if (virtual) virtualizer.scrollToIndex(target, { align: 'auto' });
    setFocusIndex(target);
  };

  const onListKey = (event: KeyboardEvent<HTMLElement>) => {
    const from = Number((event.target as HTMLElement).dataset.userIndex);
    if (!Number.isInteger(from)) return;
    const to = { ArrowDown: from + 1, ArrowUp: from - 1, Home: 0, End: shown.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusUser(to);
  };

  return (
    <Stack gap="2">
      <Input
        type="search"
        placeholder="Search users"
        aria-label="Search users"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Text fontSize="xs" color="fg.muted" aria-live="polite">
        {needle ? `${formatCount(shown.length)} of ${formatCount(sorted.length)} users` : `${formatCount(sorted.length)} users`}
      </Text>
      <Box
        as="ul"
        ref={scrollRef}
        role="list"
        aria-label="Users"
        borderWidth="1px"
        rounded="md"
        maxH="60vh"
        overflowY="auto"
        p="1"
        onKeyDown={onListKey}
      >
        <Spacer height={before} />
        {rows.map(({ index, key }) => {
          const user = shown[index];
          return (
            <Box
              as="li"
              key={key}
              listStyleType="none"
              data-index={index}
              aria-setsize={shown.length}
              aria-posinset={index + 1}
              ref={virtual ? virtualizer.measureElement : undefined}
            >
              <Button
                variant={user.uid === selectedUid ? 'subtle' : 'ghost'}
                colorPalette={user.uid === selectedUid ? 'blue' : 'gray'}
                aria-current={user.uid === selectedUid ? 'true' : undefined}
                data-user-index={index}
                size="sm"
                width="full"
                justifyContent="flex-start"
                onClick={() => onSelect(user.uid)}
              >
                {user.displayName}
              </Button>
            </Box>
          );
        })}
        <Spacer height={after} />
        {shown.length === 0 && (
          <Text as="li" listStyleType="none" p="2" color="fg.muted">
            No users found.
          </Text>
        )}
      </Box>
    </Stack>
  );
}

/** Stands in for the users scrolled out of view, so the scroll bar keeps the whole list's length. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return <li aria-hidden="true" style={{ height, listStyleType: 'none' }} />;
}

function sortByName(users: readonly UserListItem[]): UserListItem[] {
  return [...users].sort((a, b) => (a.displayName ?? '').localeCompare(b.displayName ?? '', undefined, { sensitivity: 'base' }));
}

function matches(user: UserListItem, needle: string): boolean {
  return (user.displayName ?? '').toLowerCase().includes(needle) || user.uid.toLowerCase().includes(needle);
}
