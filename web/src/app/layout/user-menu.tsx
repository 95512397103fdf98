import { lazy, Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useViewer } from '../../shared/auth/viewer.tsx';

// The dialog (and its focus trap, avatar and switches) loads when first opened: every page shows
// the button, few visits open it.
const UserDialog = lazy(() => import('./user-dialog.tsx').then((m) => ({ default: m.UserDialog })));

/** The signed-in name opening the user dialog (photo, theme, flags, Sign Out), or a Sign in button. */
export function UserMenu() {
  const { user, signIn } = useAuth();
  const { viewer } = useViewer();
  const [open, setOpen] = useState(false);
  const name = viewer?.employee?.fullName ?? viewer?.name ?? user?.profile.name ?? user?.profile.sub;
  // The identity provider may publish a profile photo; otherwise the avatar shows initials.
  const photo = typeof user?.profile.picture === 'string' ? user.profile.picture : undefined;

  if (!user) {
    return (
      <Button size="sm" colorPalette="blue" onClick={() => void signIn()}>
        Sign in
      </Button>
    );
  }

  return (
    <>
      <Button size="sm" variant="outline" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {name}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <UserDialog name={name ?? undefined} photo={photo} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
