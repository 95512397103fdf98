import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';

/** One fact of a request on its own line in a dashboard's dialog or drawer: 'Requested By: Dana Data'. */
export function FactLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fontSize="sm">
      <Text as="span" fontWeight="semibold">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}
