import { useEffect } from 'react';
import { Button, Dialog, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '../../shared/lib/router.ts';
import { DialogShell, DialogDismissButton } from '../../shared/ui/dialog-shell.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { idleSignedOutMessage, idleWarningMessage } from '../../shared/auth/idle-timeout.ts';

export const IDLE_WARNING_TITLE = 'Are you still there?';
export const IDLE_SIGNED_OUT_TITLE = 'Signed out';

/**
 * Shortly before the automatic sign-out: a live countdown and "Stay signed in" (focused, so Enter
 * keeps the session). Any input keeps the session too, in this tab or another one.
 */
export function IdleWarningDialog() {
  const { user, idleSecondsLeft, stayActive } = useAuth();
  if (!user || idleSecondsLeft === null) return null;
  return (
    <DialogShell open onClose={stayActive} role="alertdialog" title={IDLE_WARNING_TITLE} closeLabel={false}>
      <Dialog.Body>
        <Text>{idleWarningMessage(idleSecondsLeft)}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="blue" onClick={stayActive}>
          Stay signed in
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

/**
 * After the automatic sign-out: says why, and offers to sign in again (with the password, even
 * if the identity provider's own session is still open). The data the pages had loaded is
 * dropped from the client's cache. Closing the notice goes to Home.
 */
export function IdleSignedOutDialog() {
  const { user, signedOutForInactivity, dismissInactivityNotice, signIn } = useAuth();
  const apollo = useApolloClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (signedOutForInactivity !== null) void apollo.clearStore();
  }, [signedOutForInactivity, apollo]);

  if (signedOutForInactivity === null || user) return null;
  return (
    <DialogShell
      open
      onClose={() => {
        dismissInactivityNotice();
        void navigate('/', { replace: true });
      }}
      role="alertdialog"
      title={IDLE_SIGNED_OUT_TITLE}
      closeLabel={false}
    >
      <Dialog.Body>
        <Text>{idleSignedOutMessage(signedOutForInactivity)}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton />
        <Button colorPalette="blue" onClick={() => void signIn(undefined, { reauthenticate: true })}>
          Sign in
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
