import { lazy, Suspense } from 'react';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { usePageTitle } from '../page-title.ts';
import type { AppRoute } from '../routes.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { useRouteGate } from './route-gate.ts';
import { LoadingSpinner } from './loading-spinner.tsx';

// The sign-in prompt for anonymous users, loaded when first needed (most visits are signed in).
const UnauthorizedDialog = lazy(() => import('./unauthorized-dialog.tsx').then((m) => ({ default: m.UnauthorizedDialog })));
// The page a signed-in user sees on a route their claims do not open.
const Forbidden = lazy(() => import('../../pages/forbidden.tsx'));

/**
 * One route of the table: sets the title, applies the sign-in guard and the route's gate (claims, capabilities),
 * waits for the viewer record (except Home and QA), then renders the lazy page.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  const { user, ready, signedOutForInactivity } = useAuth();
  const { loading } = useViewer();
  const { mayOpen, capabilitiesLoading } = useRouteGate();
  usePageTitle(route.name);

  if (!route.skipViewerWait && (!ready || (user && loading))) return <LoadingSpinner />;
  // After an automatic sign-out the shell's notice says why; the generic sign-in prompt would only repeat it.
  if (!route.public && !user)
    return signedOutForInactivity !== null ? null : (
      <Suspense fallback={null}>
        <UnauthorizedDialog />
      </Suspense>
    );
  // A route gated by the gateway's capabilities waits for them rather than refusing too early.
  if (!route.public && route.anyCapability && capabilitiesLoading) return <LoadingSpinner />;
  if (!route.public && !mayOpen(route)) {
    return (
      <Suspense fallback={<LoadingSpinner />}>
        <Forbidden pageName={route.name} anyOf={route.anyOf} />
      </Suspense>
    );
  }

  const Page = route.component;
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Page pageName={route.name} />
    </Suspense>
  );
}
