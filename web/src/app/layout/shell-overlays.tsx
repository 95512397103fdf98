import { lazy, Suspense } from 'react';
import { WindowErrorModal } from './window-error-modal.tsx';

// Loaded just after the first render: no toast or inactivity dialog shows before a page does, and
// their machinery (toast queue, dialogs) stays out of the JavaScript every page waits for.
const AppToaster = lazy(() => import('../../shared/ui/toaster.tsx').then((m) => ({ default: m.AppToaster })));
const IdleWarningDialog = lazy(() => import('./idle-sign-out-dialogs.tsx').then((m) => ({ default: m.IdleWarningDialog })));
const IdleSignedOutDialog = lazy(() => import('./idle-sign-out-dialogs.tsx').then((m) => ({ default: m.IdleSignedOutDialog })));

/** App-wide layers every page shares: the toast queue, the uncaught-error modal and the inactivity sign-out's dialogs. */
export function ShellOverlays() {
  return (
    <>
      <WindowErrorModal />
      <Suspense fallback={null}>
        <AppToaster />
        <IdleWarningDialog />
        <IdleSignedOutDialog />
      </Suspense>
    </>
  );
}
