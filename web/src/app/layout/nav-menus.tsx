import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '../../shared/lib/router.ts';
import type { NavMenu } from '../navigation.ts';

interface NavMenusProps {
  /** The menus and entries the viewer may open (`visibleMenus`). */
  menus: readonly NavMenu[];
}

/**
 * The bar's permission-gated drop-downs. They load beside the first page (the bar shows them only
 * once the viewer record is in), so the menu machinery is not part of the first download. On
 * screens narrower than the large breakpoint the drop-downs collapse into one Menu button listing
 * the same links under the same headings, so the bar stays one line.
 */
export default function NavMenus({ menus: visible }: NavMenusProps) {
  const navigate = useNavigate();
  return (
    <>
      {visible.map((menu) => (
        <Menu.Root key={menu.label} onSelect={(e) => navigate(e.value)}>
          <Menu.Trigger asChild>
            <Button variant="ghost" size="sm" hideBelow="lg">
              {menu.label}
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {menu.links.map((l) => (
                  <Menu.Item key={l.path} value={l.path}>
                    {l.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ))}
      <Box hideFrom="lg">
        <Menu.Root onSelect={(e) => navigate(e.value)}>
          <Menu.Trigger asChild>
            <Button variant="ghost" size="sm">
              Menu
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content maxH="70vh" overflowY="auto" minW="14rem">
                {visible.map((menu, index) => (
                  <Menu.ItemGroup key={menu.label} borderTopWidth={index > 0 ? '1px' : undefined}>
                    <Menu.ItemGroupLabel>{menu.label}</Menu.ItemGroupLabel>
                    {menu.links.map((l) => (
                      <Menu.Item key={l.path} value={l.path} ps="4">
                        {l.label}
                      </Menu.Item>
                    ))}
                  </Menu.ItemGroup>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Box>
    </>
  );
}
