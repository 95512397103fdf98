import { Box, Heading, Text } from '@chakra-ui/react';
import type { PageProps } from '../shared/lib/page.ts';

/** Placeholder for a page of the route table that has not been built yet. */
export default function ComingSoon({ pageName }: PageProps) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="6" maxW="xl" mx="auto" mt="10" textAlign="center">
      <Heading as="h1" size="lg">
        {pageName}
      </Heading>
      <Text mt="2" color="fg.muted">
        Coming soon
      </Text>
    </Box>
  );
}
