/** The member page's Do Not Contact and drop-in actions: request or remove DNC, revoke or restore drop-in eligibility. */
import { useQuery } from '@apollo/client/react';
import { DROP_IN_RESTORE_REASON } from '@luminate/schema/constants';
import { DNC_REASONS, RETURNED_DNC_REASON_ID } from '@luminate/schema/approvals';
import { DNC_REQUEST_REASON_IDS } from '@luminate/schema/rules';
import {
  DropInIneligibleReasonsDocument,
  RemoveMemberDncDocument,
  RequestMemberDncDocument,
  RestoreMemberDropInDocument,
  RevokeMemberDropInDocument,
} from '../../generated/graphql.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { ActionForm } from './action-form.tsx';
import { TextField, named, noteAction, type ActionDialogProps } from './action-fields.tsx';
import { DNC_PLACEMENT, REVOKE_PLACEMENT, dncResolver, noteResolver, restoreResolver, revokeResolver } from './member-form.ts';

/** Request DNC: a reason (not Returned DNC) and a note; processed at once for dnc-mgmt, else submitted for review. */
export function RequestDncForm({ member, onDone }: ActionDialogProps) {
  return (
    <ActionForm
      title="Request DNC"
      submitLabel="Request DNC"
      defaultValues={{ reason: '', note: '' }}
      resolver={dncResolver}
      placement={DNC_PLACEMENT}
      mutation={RequestMemberDncDocument}
      variables={(v) => ({ input: { memberId: member.id, reason: v.reason, note: v.note } })}
      created={(data) => data.requestMemberDnc}
      // As the request came back: approved at once (dnc-mgmt, approval type Skip) or waiting for the CD or OM.
      success={(data) => ({ title: data?.requestMemberDnc.dncRequest?.approved === true ? 'DNC processed!' : 'Request submitted!' })}
      onDone={onDone}
    >
      {({ register, formState: { errors } }) => (
        <>
          <SelectField
            label="Reason"
            choices={DNC_REASONS.filter((r) => DNC_REQUEST_REASON_IDS.includes(r.id))}
            emptyLabel="Select a reason"
            registration={register('reason')}
            error={errors.reason?.message}
            required
          />
          <TextField label="Note" placeholder="Enter a note" registration={register('note')} error={errors.note?.message} />
        </>
      )}
    </ActionForm>
  );
}

/** Remove DNC: a note, recorded with the reason Returned DNC. */
export function RemoveDncForm(props: ActionDialogProps) {
  return (
    <ActionForm
      {...noteAction(props, `Reason: ${DNC_REASONS.find((r) => r.id === RETURNED_DNC_REASON_ID)?.name ?? 'Returned DNC'}`)}
      title="Remove DNC"
      submitLabel="Remove DNC"
      resolver={noteResolver}
      mutation={RemoveMemberDncDocument}
      created={(data) => data.removeMemberDnc}
      // A return waits for review like any request; 'Return processed!' only if it was approved at once.
      success={(data) => ({ title: data?.removeMemberDnc.dncRequest?.approved ? 'Return processed!' : 'Request submitted!' })}
    />
  );
}

/** Revoke drop-in eligibility: a reason from the list (the note is optional). */
export function RevokeDropInForm({ member, onDone }: ActionDialogProps) {
  const reasons = useQuery(DropInIneligibleReasonsDocument);
  return (
    <ActionForm
      title="Revoke Drop-In Eligibility"
      submitLabel="Revoke"
      defaultValues={{ reason: '', note: '' }}
      resolver={revokeResolver}
      placement={REVOKE_PLACEMENT}
      mutation={RevokeMemberDropInDocument}
      variables={(v) => ({ input: { memberId: member.id, reason: v.reason, note: v.note } })}
      success={() => ({ title: 'Member is ineligible for drop-ins!' })}
      onDone={onDone}
    >
      {({ register, formState: { errors } }) => (
        <>
          <SelectField
            label="Reason"
            choices={named(reasons.data?.dropInIneligibleReasons ?? [])}
            emptyLabel={reasons.loading ? 'Loading reasons…' : 'Select a reason'}
            registration={register('reason')}
            error={errors.reason?.message}
            disabled={reasons.loading}
            required
          />
          <TextField
            label="Note"
            placeholder="Optional note"
            registration={register('note')}
            error={errors.note?.message}
            required={false}
          />
        </>
      )}
    </ActionForm>
  );
}

/** Restore drop-in eligibility: a non-blank note, recorded with the fixed restore reason. */
export function RestoreDropInForm(props: ActionDialogProps) {
  return (
    <ActionForm
      {...noteAction(props, `Reason: ${DROP_IN_RESTORE_REASON}`)}
      title="Restore Drop-In Eligibility"
      submitLabel="Restore"
      resolver={restoreResolver}
      mutation={RestoreMemberDropInDocument}
      success={() => ({ title: 'Member is eligible for drop-ins!' })}
    />
  );
}
