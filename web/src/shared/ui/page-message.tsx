import type { ReactNode } from 'react';
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '../lib/router.ts';

export interface PageMessageProps {
  /** The page's one heading. */
  title: string;
  children?: ReactNode;
  /** Extra text under the heading, muted (e.g. the address that was asked for). */
  detail?: ReactNode;
}

/**
 * A page that only tells the user something (nothing here, not allowed): a card with a heading,
 * the explanation, and two ways out — Home, and back to where the user came from.
 */
export function PageMessage({ title, children, detail }: PageMessageProps) {
  // Back only makes sense when this tab has a previous entry; a link opened in a new tab has none.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <Box
      as="section"
      aria-labelledby="page-message-heading"
      borderWidth="1px"
      borderRadius="md"
      p="6"
      maxW="xl"
      mx="auto"
      mt="10"
      textAlign="center"
    >
      <Heading as="h1" size="lg" id="page-message-heading">
        {title}
      </Heading>
      {children && <Box mt="3">{children}</Box>}
      {detail && (
        <Text mt="2" color="fg.muted" fontSize="sm" wordBreak="break-word">
          {detail}
        </Text>
      )}
      <HStack mt="6" gap="3" justify="center" wrap="wrap">
        <Button asChild colorPalette="blue">
          <RouterLink href="/">Go to Home</RouterLink>
        </Button>
        {canGoBack && (
          <Button variant="outline" onClick={() => window.history.back()}>
            Go back
          </Button>
        )}
      </HStack>
    </Box>
  );
}
