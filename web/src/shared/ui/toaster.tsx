import { CloseButton, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from '../lib/toasts.ts';

/**
 * Renders the app's toast queue; mount once, inside ChakraProvider. Every toast is a polite status
 * message (announced after what the screen reader is saying, never interrupting it); the queue's
 * region is a landmark screen-reader users can jump to.
 */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }} role="status" aria-live="polite">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            {item.closable && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Dismiss notification" />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
