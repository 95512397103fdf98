import { AppToaster } from '../../shared/ui/toaster.tsx';
import { WindowErrorModal } from './window-error-modal.tsx';

/** App-wide layers every page shares: the toast queue and the uncaught-error modal. */
export function ShellOverlays() {
  return (
    <>
      <AppToaster />
      <WindowErrorModal />
    </>
  );
}
