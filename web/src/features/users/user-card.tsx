import { Badge, Card, Flex, Text } from '@chakra-ui/react';
import type { UserAccessFragment } from '../../generated/graphql.ts';

/** The chosen user's name and whether their account is active. */
export function UserCard({ user }: { user: UserAccessFragment }) {
  return (
    <Card.Root size="sm" aria-label="Selected user">
      <Card.Body>
        <Flex align="center" gap="3" wrap="wrap">
          <Card.Title>{user.displayName ?? user.uid}</Card.Title>
          <Badge colorPalette={user.active ? 'green' : 'red'}>{user.active ? 'Active' : 'Inactive'}</Badge>
        </Flex>
        {user.email && (
          <Text color="fg.muted" fontSize="sm">
            {user.email}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
