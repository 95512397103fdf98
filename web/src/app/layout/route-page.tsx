import { lazy, Suspense } from 'react';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { usePageTitle } from '../page-title.ts';
import type { AppRoute } from '../routes.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { useDisplayClaims } from './display-claims.ts';
import { LoadingSpinner } from './loading-spinner.tsx';

// The sign-in prompt for anonymous users, loaded when first needed (most visits are signed in).
const UnauthorizedDialog = lazy(() => import('./unauthorized-dialog.tsx').then((m) => ({ default: m.UnauthorizedDialog })));
// The page a signed-in user sees on a route their claims do not open.
const Forbidden = lazy(() => import('../../pages/forbidden.tsx'));

/**
 * One route of the table: sets the title, applies the sign-in guard and the route's claims,
 * waits for the viewer record (except Home and QA), then renders the lazy page.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  const { user, ready, signedOutForInactivity } = useAuth();
  const { loading } = useViewer();
  const { hasAnyClaim } = useDisplayClaims();
  usePageTitle(route.name);

  if (!route.skipViewerWait && (!ready || (user && loading))) return <LoadingSpinner />;
  // After an automatic sign-out the shell's notice says why; the generic sign-in prompt would only repeat it.
  if (!route.public && !user)
    return signedOutForInactivity !== null ? null : (
      <Suspense fallback={null}>
        <UnauthorizedDialog />
      </Suspense>
    );
  if (!route.public && !hasAnyClaim(route.anyOf)) {
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
