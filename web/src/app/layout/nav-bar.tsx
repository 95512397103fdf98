import { lazy, Suspense, useEffect } from 'react';
import { Box, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '../../shared/lib/router.ts';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { NAV_MENUS, visibleMenus } from '../navigation.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { useRouteGate } from './route-gate.ts';
import { ShellOverlays } from './shell-overlays.tsx';
import { UserMenu } from './user-menu.tsx';

const loadNavMenus = () => import('./nav-menus.tsx');
const NavMenus = lazy(loadNavMenus);

/**
 * Brand, the permission-gated drop-downs (signed-in users only) and the user menu. The bar is on
 * every page, so it also mounts the app-wide overlays (toasts, the window error modal).
 */
export function NavBar() {
  const { user } = useAuth();
  const { viewer } = useViewer();
  // An admin's flag overrides change what the bar shows (display only); entries gated by the
  // gateway's capabilities appear once those are in.
  const { mayOpen } = useRouteGate();
  const menus = user && viewer ? visibleMenus(NAV_MENUS, mayOpen) : [];

  // Signed in: fetch the drop-downs while the viewer record is on its way, not after it.
  useEffect(() => {
    if (user) void loadNavMenus();
  }, [user]);

  return (
    <>
      <ShellOverlays />
      <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
        <Flex as="nav" aria-label="Main" align="center" gap="1" px="4" py="2" wrap="wrap">
          <Link asChild fontWeight="bold" fontSize="lg" mr="4">
            <RouterLink href="/">Luminate</RouterLink>
          </Link>
          {menus.length > 0 && (
            <Suspense fallback={null}>
              <NavMenus menus={menus} />
            </Suspense>
          )}
          <Box ml="auto">
            <UserMenu />
          </Box>
        </Flex>
      </Box>
    </>
  );
}
