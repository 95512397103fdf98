import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { LazyMessageModal } from '../../shared/ui/lazy-message-modal.tsx';
import { describeError } from '../../shared/lib/errors.ts';
import { logClientError } from '../../shared/lib/errors-log.ts';
import { WINDOW_ERROR_TITLE } from './window-error-modal.tsx';

/**
 * The router's `errorElement`: a page that throws while rendering is caught by React Router
 * before it can reach the window, so it gets the same 'Something went wrong!' modal here;
 * closing it returns to Home (a new navigation clears the router's error).
 */
export function RouteErrorModal() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    logClientError(describeError(error));
  }, [error]);
  return <LazyMessageModal open title={WINDOW_ERROR_TITLE} onClose={() => void navigate('/', { replace: true })} />;
}
