import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '../../shared/lib/router.ts';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import type { PageProps } from '../../shared/lib/page.ts';
import { QaSignInDialog } from './qa-sign-in-dialog.tsx';
import { SIGNED_IN_FLAG } from './sign-in-outcome.ts';

/**
 * /qa: a page for checking sign-in end to end. The password dialog opens on arrival for a visitor
 * who is not signed in (once the session check is done), and after a sign-in through it to report
 * the outcome; a signed-in user opens it with the button.
 */
export default function QaPage({ pageName }: PageProps) {
  const { user, ready } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returned = params.has(SIGNED_IN_FLAG);
  // null: the user has not opened or closed the dialog yet, so it follows the sign-in state.
  const [chosenOpen, setOpen] = useState<boolean | null>(null);
  const open = chosenOpen ?? (ready && !user && !returned);
  const [signedInAs, setSignedInAs] = useState<string | null>(null);

  useEffect(() => {
    if (!returned || !ready) return;
    if (user) setSignedInAs(user.profile.name ?? user.profile.preferred_username ?? user.profile.sub);
    setOpen(true);
    // Drop the flag so a reload does not announce the sign-in again.
    void navigate('/qa', { replace: true });
  }, [returned, ready, user, navigate]);

  return (
    <Box maxW="xl" mx="auto" mt="10" textAlign="center">
      <Heading as="h1" size="lg">
        {pageName}
      </Heading>
      <Text mt="2" color="fg.muted">
        Sign in with a username and password to check the identity provider end to end.
      </Text>
      <Button mt="4" onClick={() => setOpen(true)}>
        Open password sign-in
      </Button>
      <QaSignInDialog open={open} onClose={() => setOpen(false)} signedInAs={signedInAs} />
    </Box>
  );
}
