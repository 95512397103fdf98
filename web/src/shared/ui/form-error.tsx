import { Alert } from '@chakra-ui/react';

/** A failed rule that belongs to no single field of the form (the whole input, or a field the form does not show). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-variant="danger">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
