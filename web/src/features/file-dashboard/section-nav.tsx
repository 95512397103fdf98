import { useEffect, useState, type KeyboardEvent } from 'react';
import { Badge, Box, Button, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { uncategorizedBadgeLabel } from '@luminate/schema/rules';
import { ADMIN_SECTIONS, type AdminSectionKey, type Section } from './sections.ts';

export interface NavSource {
  id: string;
  name: string;
}

export interface SectionNavProps {
  /** The sources shown on the dashboard; null while they load. */
  sources: readonly NavSource[] | null;
  /** The admin sections this viewer may open, in any order (the list keeps its own). */
  adminSections: readonly AdminSectionKey[];
  /** Files without a category, for the Uncategorized badge; null until known. */
  uncategorizedCount: number | null;
  selected: Section;
  onSelect: (section: Section) => void;
}

interface NavItem {
  section: Section;
  label: string;
  badge?: string;
}

const isSelected = (selected: Section, item: Section) =>
  (selected.kind === 'source' && item.kind === 'source' && selected.sourceId === item.sourceId) ||
  (selected.kind === 'admin' && item.kind === 'admin' && selected.key === item.key);

/**
 * The dashboard's left list: the file search box, then one button per dashboard source, then the
 * admin sections the viewer may open. The buttons form one list that Tab reaches once (the
 * selected item) and the arrow keys, Home and End move through, as a toolbar of choices does.
 */
export function SectionNav({ sources, adminSections, uncategorizedCount, selected, onSelect }: SectionNavProps) {
  const items: NavItem[] = [
    ...(sources ?? []).map((s): NavItem => ({ section: { kind: 'source', sourceId: s.id }, label: s.name })),
    ...ADMIN_SECTIONS.filter((s) => adminSections.includes(s.key)).map((s): NavItem => ({
      section: { kind: 'admin', key: s.key },
      label: s.label,
      badge: s.key === 'uncategorized' && uncategorizedCount !== null ? uncategorizedBadgeLabel(uncategorizedCount) : undefined,
    })),
  ];
  const selectedIndex = items.findIndex((item) => isSelected(selected, item.section));
  const focusIndex = selectedIndex >= 0 ? selectedIndex : 0;

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-nav-item]'));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowDown'
        ? (at + 1) % buttons.length
        : event.key === 'ArrowUp'
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <Stack gap="3" as="nav" aria-label="File dashboard sections" w={{ base: 'full', md: '64' }} flexShrink={0}>
      <FileSearchBox current={selected.kind === 'search' ? selected.text : ''} onSearch={onSelect} />
      {sources === null ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading sources">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="8" />
          ))}
        </Stack>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1" onKeyDown={moveFocus}>
          {sources.length === 0 && (
            <Text as="li" fontSize="sm" color="fg.muted" px="3">
              No sources are shown on the dashboard.
            </Text>
          )}
          {items.map((item, index) => {
            const active = index === selectedIndex;
            const firstAdmin = item.section.kind === 'admin' && items[index - 1]?.section.kind !== 'admin';
            return (
              <Box
                as="li"
                key={item.section.kind === 'source' ? `s${item.section.sourceId}` : item.label}
                mt={firstAdmin ? '3' : undefined}
              >
                <Button
                  data-nav-item
                  w="full"
                  justifyContent="space-between"
                  size="sm"
                  variant={active ? 'subtle' : 'ghost'}
                  colorPalette={active ? 'blue' : 'gray'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  aria-current={active ? 'true' : undefined}
                  tabIndex={index === focusIndex ? 0 : -1}
                  onClick={() => onSelect(item.section)}
                >
                  <Text as="span" truncate>
                    {item.label}
                  </Text>
                  {item.badge !== undefined && (
                    <Badge colorPalette="red" variant="solid" data-testid="uncategorized-badge">
                      {item.badge}
                    </Badge>
                  )}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}

/** The search box at the top of the list: Enter (or the button) searches files across every source. */
function FileSearchBox({ current, onSearch }: { current: string; onSearch: (section: Section) => void }) {
  const [text, setText] = useState(current);
  // A search chosen from the address (a reload, Back) shows in the box.
  useEffect(() => setText(current), [current]);
  return (
    <form
      role="search"
      aria-label="Search files"
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = text.trim();
        if (wanted) onSearch({ kind: 'search', text: wanted });
      }}
    >
      <Stack direction="row" gap="2">
        <Input
          size="sm"
          type="search"
          aria-label="File name"
          placeholder="Search files…"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button size="sm" type="submit" variant="outline" disabled={text.trim() === ''}>
          Search
        </Button>
      </Stack>
    </form>
  );
}
