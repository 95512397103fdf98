import { Component, useEffect, type ReactNode } from 'react';
import { useNavigate, usePathname } from '../../shared/lib/router.ts';
import { LazyMessageModal } from '../../shared/ui/lazy-message-modal.tsx';
import { describeError } from '../../shared/lib/errors.ts';
import { logClientError } from '../../shared/lib/errors-log.ts';
import { WINDOW_ERROR_TITLE } from './window-error-modal.tsx';

/**
 * A page that throws while rendering gets the same 'Something went wrong!' modal as an error that
 * reaches the window; closing it returns to Home.
 */
export function RouteErrorModal({ error }: { error: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    logClientError(describeError(error));
  }, [error]);
  return <LazyMessageModal open title={WINDOW_ERROR_TITLE} onClose={() => navigate('/', { replace: true })} />;
}

interface BoundaryState {
  error: unknown;
  /** The path the error happened on: any navigation away clears it. */
  path: string | null;
}

class PageErrorBoundary extends Component<{ path: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, path: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: { path: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return state.path === props.path ? null : { path: props.path };
    // A new page after the error: show it.
    return state.path === props.path ? null : { error: null, path: props.path };
  }

  render() {
    return this.state.error !== null ? <RouteErrorModal error={this.state.error} /> : this.props.children;
  }
}

/** Catches what a page throws while rendering, so the bar stays usable; a navigation clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <PageErrorBoundary path={usePathname()}>{children}</PageErrorBoundary>;
}
