import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Field, Input, Text } from '@chakra-ui/react';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import type { SignInState } from '../../shared/auth/user-manager.ts';
import { describeAuthFailure, SIGNED_IN_FLAG, SIGNED_IN_MESSAGE, type AuthFailure } from './sign-in-outcome.ts';

export interface QaSignInDialogProps {
  open: boolean;
  onClose: () => void;
  /** Set when the page came back from the identity provider with a session. */
  signedInAs: string | null;
}

/**
 * The QA page's password sign-in. The password is typed into the identity
 * provider's own form, never into this app: the dialog starts the normal authorization-code +
 * PKCE sign-in with the username as `login_hint` (the provider pre-fills it) and `prompt=login`
 * (so an existing session cannot skip the password), then reports the outcome here.
 */
export function QaSignInDialog({ open, onClose, signedInAs }: QaSignInDialogProps) {
  const { userManager } = useAuth();
  const [username, setUsername] = useState('');
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const blank = username.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    setFailure(null);
    setBusy(true);
    const state: SignInState = { returnTo: `/qa?${SIGNED_IN_FLAG}=1` };
    try {
      const manager = await userManager;
      await manager.signinRedirect({ login_hint: username.trim(), prompt: 'login', state });
    } catch (error) {
      // Discovery or the request could not be made: the browser stays here.
      setFailure(describeAuthFailure(error));
      setBusy(false);
    }
  };

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title="Password sign-in"
      contentProps={{ as: 'form', onSubmit: (e) => void submit(e), 'aria-label': 'Password sign-in' }}
      closeLabel={false}
    >
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        {signedInAs && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{SIGNED_IN_MESSAGE}</Alert.Title>
              <Alert.Description>Signed in as {signedInAs}.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Sign-in failed: {failure.code}</Alert.Title>
              <Alert.Description>{failure.message}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Field.Root required invalid={failure !== null && blank}>
          <Field.Label>Username</Field.Label>
          <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          Continue to enter your password on the Luminate sign-in page; it opens with this username filled in. Passwords go only to the
          identity provider, never to this application.
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" colorPalette="blue" disabled={blank} loading={busy}>
          Continue to password
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
