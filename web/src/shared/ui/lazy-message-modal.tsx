/**
 * The message modal, loaded when first shown. The shell's error modals are rarely open, and the
 * dialog machinery (focus trap, scroll lock, dismissal) would otherwise be part of the JavaScript
 * every page loads before it can show anything.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const MessageModal = lazy(() => import('./error-modal.tsx').then((m) => ({ default: m.MessageModal })));

export function LazyMessageModal(props: ComponentProps<typeof MessageModal>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <MessageModal {...props} />
    </Suspense>
  );
}
