import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

export interface SuccessNoticeProps {
  /** What was done, in one line. */
  title: ReactNode;
  /** What happens next. */
  children?: ReactNode;
  testId?: string;
}

/** The subtle success alert a card shows above its form once the form's work is done. */
export function SuccessNotice({ title, children, testId }: SuccessNoticeProps) {
  return (
    <Alert.Root status="success" variant="subtle" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
