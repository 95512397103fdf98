import { Box, Text } from '@chakra-ui/react';
import { usePageTitle } from '../app/page-title.ts';

export default function NotFound() {
  usePageTitle('Not Found');
  return (
    <Box mt="10" textAlign="center">
      <Text fontSize="xl">In Development: 404!</Text>
    </Box>
  );
}
