import { Box, Button, Flex, Link, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { NAV_MENUS } from '../navigation.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { useDisplayClaims } from './display-claims.ts';
import { ShellOverlays } from './shell-overlays.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * Brand, the permission-gated drop-downs (signed-in users only) and the user menu. The bar is on
 * every page, so it also mounts the app-wide overlays (toasts, the window error modal).
 */
export function NavBar() {
  const { user } = useAuth();
  const { viewer } = useViewer();
  // An admin's flag overrides change what the bar shows (display only).
  const { hasAnyClaim } = useDisplayClaims();
  const navigate = useNavigate();
  const menus = user && viewer ? NAV_MENUS.filter((m) => hasAnyClaim(m.anyOf)) : [];

  return (
    <>
      <ShellOverlays />
      <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
        <Flex as="nav" aria-label="Main" align="center" gap="1" px="4" py="2" wrap="wrap">
          <Link asChild fontWeight="bold" fontSize="lg" mr="4">
            <RouterLink to="/">Luminate</RouterLink>
          </Link>
          {menus.map((menu) => (
            <Menu.Root key={menu.label} onSelect={(e) => void navigate(e.value)}>
              <Menu.Trigger asChild>
                <Button variant="ghost" size="sm">
                  {menu.label}
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    {menu.links
                      .filter((l) => hasAnyClaim(l.anyOf))
                      .map((l) => (
                        <Menu.Item key={l.path} value={l.path}>
                          {l.label}
                        </Menu.Item>
                      ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          ))}
          <Box ml="auto">
            <UserMenu />
          </Box>
        </Flex>
      </Box>
    </>
  );
}
