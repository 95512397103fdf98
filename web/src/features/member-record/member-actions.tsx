import { useState } from 'react';
import { Box, Button, HStack, Portal, Tooltip } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { RED_BOX_REST_MESSAGE } from '@luminate/schema/constants';
import { ReportRedBoxErrorDocument, type MemberCardFragment } from '../../generated/graphql.ts';
import { describeError } from '../../shared/lib/errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { MemberActionDialog, type Capability } from './action-dialogs.tsx';

export const RED_BOX_CONFIRM = 'Are you sure you want to report a red box error?';

/** A refused action stays visible, disabled, with its reason on hover: the red box rest period. */
function DisabledWithReason({ label, reason }: { label: string; reason: string }) {
  return (
    <Tooltip.Root openDelay={100}>
      <Tooltip.Trigger asChild>
        <Box as="span" tabIndex={0} aria-label={`${label}: ${reason}`} data-testid={`disabled-${label}`}>
          <Button size="sm" variant="outline" disabled>
            {label}
          </Button>
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/**
 * The member's action buttons, each shown only when the gateway's `viewerCan` allows it (the
 * mutations check the same rules again). Each opens its dialog; Report Red Box Error asks first.
 */
export function MemberActions({ member }: { member: MemberCardFragment }) {
  const can = member.viewerCan;
  const [open, setOpen] = useState<Capability | null>(null);
  const [confirmRedBox, setConfirmRedBox] = useState(false);
  const [report, { loading: reporting }] = useMutation(ReportRedBoxErrorDocument);

  const reportRedBox = async () => {
    try {
      await report({ variables: { memberId: member.id } });
      toast.success({ title: 'Red Box Error Logged!' });
    } catch (error) {
      const shown = describeError(error);
      toast.error({ title: 'Failed to Report Red Box!', description: shown.variant === 'warning' ? shown.message : undefined });
    } finally {
      setConfirmRedBox(false);
    }
  };

  const buttons: { action: Capability; label: string; allowed: boolean; palette?: string }[] = [
    { action: 'term', label: 'Term Member', allowed: can.term.allowed, palette: 'red' },
    { action: 'return', label: 'Return Eligible', allowed: can.returnEligible.allowed, palette: 'green' },
    { action: 'requestDnc', label: 'Request DNC', allowed: can.requestDnc.allowed },
    { action: 'removeDnc', label: 'Remove DNC', allowed: can.removeDnc.allowed },
    { action: 'revokeDropIn', label: 'Revoke Drop-In', allowed: can.revokeDropIn.allowed },
    { action: 'restoreDropIn', label: 'Restore Drop-In', allowed: can.restoreDropIn.allowed },
    { action: 'changeOffice', label: 'Change Office', allowed: can.changeOffice.allowed },
    { action: 'inquiry', label: 'Eligibility Inquiry', allowed: can.sendEligibilityInquiry.allowed },
  ];
  const redBoxResting = !can.reportRedBoxError.allowed && can.reportRedBoxError.reason === RED_BOX_REST_MESSAGE;

  return (
    <>
      <HStack gap="2" wrap="wrap" data-testid="member-actions">
        {buttons
          .filter((b) => b.allowed)
          .map((b) => (
            <Button key={b.action} size="sm" variant="outline" colorPalette={b.palette ?? 'blue'} onClick={() => setOpen(b.action)}>
              {b.label}
            </Button>
          ))}
        {can.reportRedBoxError.allowed && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmRedBox(true)}>
            Report Red Box Error
          </Button>
        )}
        {redBoxResting && <DisabledWithReason label="Report Red Box Error" reason={can.reportRedBoxError.reason ?? RED_BOX_REST_MESSAGE} />}
      </HStack>
      <MemberActionDialog action={open} member={member} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={confirmRedBox}
        title="Report Red Box Error"
        confirmLabel="Report"
        destructive
        busy={reporting}
        onConfirm={() => void reportRedBox()}
        onCancel={() => setConfirmRedBox(false)}
      >
        {RED_BOX_CONFIRM}
      </ConfirmDialog>
    </>
  );
}
