import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { Redirect, Route, Switch } from '../shared/lib/router.ts';
import { NavBar } from './layout/nav-bar.tsx';
import { LoadingSpinner } from './layout/loading-spinner.tsx';
import { RoutePage } from './layout/route-page.tsx';
import { RouteErrorBoundary } from './layout/route-error-modal.tsx';
import { REDIRECTS, ROUTES } from './routes.ts';

const NotFound = lazy(() => import('../pages/not-found.tsx'));

/** The bar on every page, and the first route of the table that matches the URL. */
export function AppRouter() {
  return (
    <Box minH="100vh" bg="bg" color="fg">
      <NavBar />
      <Box as="main" px="4" py="4">
        <RouteErrorBoundary>
          <Switch>
            {ROUTES.map((route) => (
              <Route key={route.path} path={route.path}>
                <RoutePage route={route} />
              </Route>
            ))}
            {REDIRECTS.map(({ from, to }) => (
              <Route key={from} path={from}>
                <Redirect to={to} replace />
              </Route>
            ))}
            <Route>
              <Suspense fallback={<LoadingSpinner />}>
                <NotFound />
              </Suspense>
            </Route>
          </Switch>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}
