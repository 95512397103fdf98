import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useAuth } from '../app/auth/auth-context.tsx';
import { useViewer } from '../app/viewer.tsx';

/** The landing page: a greeting for signed-in users, a Sign in button for everyone else. */
export default function Home() {
  const { user, signIn } = useAuth();
  const { viewer } = useViewer();
  const fullName = viewer?.employee?.fullName ?? viewer?.name ?? user?.profile.name;

  return (
    <Box maxW="2xl" mx="auto" mt="12" textAlign="center">
      <Heading as="h1" size="2xl">
        {user ? (fullName ? `Welcome, ${fullName}` : 'Welcome') : 'Luminate'}
      </Heading>
      <Text mt="3" color="fg.muted">
        One workspace for the organisation's markets, offices, staff and members.
      </Text>
      {!user && (
        <Button mt="6" colorPalette="blue" onClick={() => void signIn('/')}>
          Sign in
        </Button>
      )}
    </Box>
  );
}
