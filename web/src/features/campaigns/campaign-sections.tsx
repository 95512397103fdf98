import { Box, Link, Stack } from '@chakra-ui/react';
import { CAMPAIGN_SECTIONS, type CampaignSection } from './use-campaign-section.ts';

/**
 * The campaign's side navigation. Sections are links to hashes, so they work with the keyboard
 * (Tab, Enter), keep their place on reload and in history, and can be shared.
 */
export function CampaignSectionsNav({ current }: { current: CampaignSection }) {
  return (
    <Box as="nav" aria-label="Campaign sections">
      <Stack as="ul" gap="1" listStyleType="none" direction={{ base: 'row', md: 'column' }}>
        {CAMPAIGN_SECTIONS.map((section) => {
          const active = section.hash === current;
          return (
            <Box as="li" key={section.hash}>
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                rounded="md"
                fontWeight={active ? 'semibold' : 'normal'}
                bg={active ? 'colorPalette.subtle' : undefined}
                colorPalette="blue"
                color={active ? 'colorPalette.fg' : 'fg'}
                textDecoration="none"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
              >
                <a href={section.hash} aria-current={active ? 'page' : undefined}>
                  {section.label}
                </a>
              </Link>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
