/**
 * The member page's action dialogs: one dialog frame, holding the open action's form (each form
 * is an ActionForm that declares its fields, rule, mutation and messages).
 */
import { useQuery } from '@apollo/client/react';
import { ChangeMemberOfficeDocument, MemberOfficeChoicesDocument, type MemberCardFragment } from '../../generated/graphql.ts';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { ActionForm } from './action-form.tsx';
import { TextField, type ActionDialogProps } from './action-fields.tsx';
import { RemoveDncForm, RequestDncForm, RestoreDropInForm, RevokeDropInForm } from './dnc-drop-in-forms.tsx';
import { InquiryForm, ReturnEligibleForm, TermForm } from './eligibility-forms.tsx';
import { OFFICE_PLACEMENT, officeResolver } from './member-form.ts';

export type Capability = 'term' | 'return' | 'requestDnc' | 'removeDnc' | 'revokeDropIn' | 'restoreDropIn' | 'changeOffice' | 'inquiry';

/** Change Office: an office the viewer may choose (the member's market unless they may pick any) and a note. */
function OfficeForm({ member, onDone }: ActionDialogProps) {
  const offices = useQuery(MemberOfficeChoicesDocument, { variables: { memberId: member.id } });
  return (
    <ActionForm
      title="Change Office"
      submitLabel="Change Office"
      defaultValues={{ officeId: '', note: '' }}
      resolver={officeResolver}
      placement={OFFICE_PLACEMENT}
      mutation={ChangeMemberOfficeDocument}
      variables={(v) => ({ input: { memberId: member.id, officeId: String(v.officeId), note: v.note } })}
      created={(data) => data.changeMemberOffice}
      success={() => ({ title: 'Office change submitted!' })}
      onDone={onDone}
    >
      {({ register, formState: { errors } }) => (
        <>
          <SelectField
            label="Office"
            choices={(offices.data?.memberOfficeChoices ?? []).filter((o) => o.id !== member.officeId)}
            emptyLabel={offices.loading ? 'Loading offices…' : 'Select an office'}
            registration={register('officeId')}
            error={errors.officeId?.message}
            disabled={offices.loading}
            required
          />
          <TextField label="Note" placeholder="Why is the member moving?" registration={register('note')} error={errors.note?.message} />
        </>
      )}
    </ActionForm>
  );
}

/** The open action's dialog; each opening starts with an empty form. */
export function MemberActionDialog({
  action,
  member,
  onClose,
}: {
  action: Capability | null;
  member: MemberCardFragment;
  onClose: () => void;
}) {
  const props = { member, onDone: onClose };
  return (
    <DialogShell open={action !== null} onClose={onClose} size="md" closeOnInteractOutside={false}>
      {action === 'term' && <TermForm {...props} />}
      {action === 'return' && <ReturnEligibleForm {...props} />}
      {action === 'removeDnc' && <RemoveDncForm {...props} />}
      {action === 'restoreDropIn' && <RestoreDropInForm {...props} />}
      {action === 'requestDnc' && <RequestDncForm {...props} />}
      {action === 'revokeDropIn' && <RevokeDropInForm {...props} />}
      {action === 'changeOffice' && <OfficeForm {...props} />}
      {action === 'inquiry' && <InquiryForm {...props} />}
    </DialogShell>
  );
}
