import { Flex, Spinner, Text } from '@chakra-ui/react';

/** Shown while the signed-in user's record (or a lazy page) loads. */
export function LoadingSpinner() {
  return (
    <Flex direction="column" align="center" gap="3" mt="16" role="status">
      <Spinner size="xl" />
      <Text>loading...</Text>
    </Flex>
  );
}
