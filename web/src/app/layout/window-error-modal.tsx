import { useEffect, useState } from 'react';
import { useNavigate } from '../../shared/lib/router.ts';
import { LazyMessageModal } from '../../shared/ui/lazy-message-modal.tsx';
import { describeError } from '../../shared/lib/errors.ts';
import { logClientError } from '../../shared/lib/errors-log.ts';

export const WINDOW_ERROR_TITLE = 'Something went wrong!';

/** Browser noise reported as window errors that says nothing about the app's state. */
const BENIGN = [/ResizeObserver loop/i];

/**
 * An uncaught error anywhere in the page opens 'Something went wrong!'; closing it
 * returns to Home, the one page that does not depend on the state that just broke.
 */
export function WindowErrorModal() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (BENIGN.some((pattern) => pattern.test(event.message))) return;
      logClientError(describeError(event.error ?? event.message));
      setOpen(true);
    };
    window.addEventListener('error', onError);
    return () => window.removeEventListener('error', onError);
  }, []);

  return (
    <LazyMessageModal
      open={open}
      title={WINDOW_ERROR_TITLE}
      onClose={() => {
        setOpen(false);
        void navigate('/', { replace: true });
      }}
    />
  );
}
