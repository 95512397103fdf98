import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../shared/lib/router.ts';
import { Box, Button, Text } from '@chakra-ui/react';
import { useAuth } from '../shared/auth/auth-context.tsx';
import type { SignInState } from '../shared/auth/user-manager.ts';
import { LoadingSpinner } from '../app/layout/loading-spinner.tsx';

/** Completes the authorization-code exchange, then returns to the page the user came from. */
export default function AuthCallback() {
  const { userManager } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // React StrictMode runs effects twice in development; the code can be redeemed only once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    userManager
      .then((manager) => manager.signinRedirectCallback())
      .then((user) => {
        const returnTo = (user.state as SignInState | undefined)?.returnTo;
        void navigate(returnTo && returnTo.startsWith('/') && !returnTo.startsWith('/auth/') ? returnTo : '/', { replace: true });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [userManager, navigate]);

  if (!error) return <LoadingSpinner />;
  return (
    <Box mt="10" textAlign="center">
      <Text>Sign-in failed: {error}</Text>
      <Button mt="4" onClick={() => void navigate('/', { replace: true })}>
        Back to Home
      </Button>
    </Box>
  );
}
