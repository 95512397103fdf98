import { AppToaster } from '../../shared/ui/toaster.tsx';
import { WindowErrorModal } from './window-error-modal.tsx';
import { IdleSignedOutDialog, IdleWarningDialog } from './idle-sign-out-dialogs.tsx';

/** App-wide layers every page shares: the toast queue, the uncaught-error modal and the inactivity sign-out's dialogs. */
export function ShellOverlays() {
  return (
    <>
      <AppToaster />
      <WindowErrorModal />
      <IdleWarningDialog />
      <IdleSignedOutDialog />
    </>
  );
}
