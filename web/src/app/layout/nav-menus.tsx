import { Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '../../shared/lib/router.ts';
import type { NavMenu } from '../navigation.ts';
import type { Claim } from '../claims.ts';

/**
 * The bar's permission-gated drop-downs. They load beside the first page (the bar shows them only
 * once the viewer record is in), so the menu machinery is not part of the first download.
 */
export default function NavMenus({
  menus,
  hasAnyClaim,
}: {
  menus: readonly NavMenu[];
  hasAnyClaim: (anyOf: readonly Claim[] | undefined) => boolean;
}) {
  const navigate = useNavigate();
  return menus.map((menu) => (
    <Menu.Root key={menu.label} onSelect={(e) => navigate(e.value)}>
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
  ));
}
