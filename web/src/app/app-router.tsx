import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { NavBar } from './layout/nav-bar.tsx';
import { LoadingSpinner } from './layout/loading-spinner.tsx';
import { RoutePage } from './layout/route-page.tsx';
import { RouteErrorModal } from './layout/route-error-modal.tsx';
import { REDIRECTS, ROUTES } from './routes.ts';

const NotFound = lazy(() => import('../pages/not-found.tsx'));

function Shell() {
  return (
    <Box minH="100vh" bg="bg" color="fg">
      <NavBar />
      <Box as="main" px="4" py="4">
        <Outlet />
      </Box>
    </Box>
  );
}

const router = createBrowserRouter([
  {
    element: <Shell />,
    errorElement: <RouteErrorModal />,
    children: [
      ...ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
      ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      {
        path: '*',
        element: (
          <Suspense fallback={<LoadingSpinner />}>
            <NotFound />
          </Suspense>
        ),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
