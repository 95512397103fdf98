import type { ReactNode } from 'react';
import { Flex, Heading } from '@chakra-ui/react';

/** An approval dashboard's title row: the page's heading, and its report buttons at the end. */
export function DashboardHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
