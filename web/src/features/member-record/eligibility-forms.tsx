/** The member page's eligibility actions: Term Member, Return Eligible and Eligibility Inquiry. */
import { Input } from '@chakra-ui/react';
import { DIAGNOSIS_DATE_MIN, ELIGIBILITY_INQUIRY_DETAILS, ELIGIBILITY_INQUIRY_TYPES } from '@luminate/schema/constants';
import { isoToday } from '@luminate/schema/rules';
import { ReturnMemberEligibleDocument, SendEligibilityInquiryDocument, TermMemberDocument } from '../../generated/graphql.ts';
import { FormField } from '../../shared/ui/form-field.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { ActionForm } from './action-form.tsx';
import { TextField, named, noteAction, type ActionDialogProps } from './action-fields.tsx';
import { INQUIRY_PLACEMENT, TERM_PLACEMENT, inquiryResolver, noteResolver, termResolver } from './member-form.ts';

/** Term Member: reason, note, diagnosis date (2000-01-01 to today) and, for some reasons, a transition plan. */
export function TermForm({ member, onDone }: ActionDialogProps) {
  const can = member.viewerCan;
  return (
    <ActionForm
      title="Term Member"
      submitLabel="Term"
      defaultValues={{ termReasonId: '', note: '', diagnosisDate: '', transitionPlan: '' }}
      resolver={termResolver(can)}
      placement={TERM_PLACEMENT}
      mutation={TermMemberDocument}
      variables={(v) => ({
        input: {
          memberId: member.id,
          termReasonId: String(v.termReasonId),
          note: v.note,
          diagnosisDate: v.diagnosisDate,
          transitionPlan: v.transitionPlan,
        },
      })}
      created={(data) => data.termMember}
      success={() => ({ title: 'Terminated!' })}
      onDone={onDone}
    >
      {({ register, watch, formState: { errors } }) => (
        <>
          <SelectField
            label="Term Reason"
            choices={can.termReasons}
            emptyLabel="Select a term reason"
            registration={register('termReasonId')}
            error={errors.termReasonId?.message}
            required
          />
          <FormField label="Date of Diagnosis" error={errors.diagnosisDate?.message} required>
            <Input type="date" min={DIAGNOSIS_DATE_MIN} max={isoToday()} {...register('diagnosisDate')} />
          </FormField>
          {can.transitionPlanReasonIds.includes(watch('termReasonId')) && (
            <TextField
              label="Transition Plan"
              placeholder="External patient care hand-off plan"
              registration={register('transitionPlan')}
              error={errors.transitionPlan?.message}
            />
          )}
          <TextField
            label="Note"
            placeholder="Why is the member being termed?"
            registration={register('note')}
            error={errors.note?.message}
          />
        </>
      )}
    </ActionForm>
  );
}

/** How a refused eligibility restore (Return Eligible) is titled, above the rule's message. */
const RETURN_FAILURE_TITLE = 'Something went wrong!';

/**
 * Return Eligible: a note. A refusal is also told as 'Something went wrong!' with the rule's
 * message ('Error: Must provide a note!'), whether the browser or the gateway refused it.
 */
export function ReturnEligibleForm(props: ActionDialogProps) {
  return (
    <ActionForm
      {...noteAction(props)}
      title="Return Eligible"
      submitLabel="Return Eligible"
      resolver={noteResolver}
      mutation={ReturnMemberEligibleDocument}
      created={(data) => data.returnMemberEligible}
      success={() => ({ title: 'Eligibility Restored!' })}
      refusedTitle={RETURN_FAILURE_TITLE}
    />
  );
}

/** Eligibility Inquiry: a type, a detail for the types that have a list, and notes; answers the ticket number. */
export function InquiryForm({ member, onDone }: ActionDialogProps) {
  const detailsOf = (type: string): readonly string[] | undefined =>
    ELIGIBILITY_INQUIRY_DETAILS[type as keyof typeof ELIGIBILITY_INQUIRY_DETAILS];
  return (
    <ActionForm
      title="Eligibility Inquiry"
      submitLabel="Send"
      defaultValues={{ inquiryType: '', detail: '', notes: '' }}
      resolver={inquiryResolver}
      placement={INQUIRY_PLACEMENT}
      mutation={SendEligibilityInquiryDocument}
      variables={(v) => ({
        input: { memberId: member.id, inquiryType: v.inquiryType, detail: detailsOf(v.inquiryType) ? v.detail : null, notes: v.notes },
      })}
      success={(data) => {
        const ticket = data?.sendEligibilityInquiry.ticketNumber;
        return { title: 'Eligibility inquiry sent!', description: ticket === undefined ? undefined : `Ticket INC-${ticket}` };
      }}
      onDone={onDone}
    >
      {({ register, watch, formState: { errors } }) => {
        const details = detailsOf(watch('inquiryType'));
        return (
          <>
            <SelectField
              label="Inquiry Type"
              choices={named(ELIGIBILITY_INQUIRY_TYPES)}
              emptyLabel="Select an inquiry type"
              registration={register('inquiryType')}
              error={errors.inquiryType?.message}
              required
            />
            {details && (
              <SelectField
                label="Detail"
                choices={named(details)}
                emptyLabel="Select a detail"
                registration={register('detail')}
                error={errors.detail?.message}
                required
              />
            )}
            <TextField
              label="Notes"
              rows={4}
              placeholder="What should the payer check?"
              registration={register('notes')}
              error={errors.notes?.message}
            />
          </>
        );
      }}
    </ActionForm>
  );
}
