import { Checkbox } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import {
  SetEmailValidityDocument,
  SetPhoneValidityDocument,
  type MemberEmailRowFragment,
  type MemberPhoneRowFragment,
} from '../../generated/graphql.ts';
import { formatDate, formatDateTime, formatPhone, formatText, formatYesNo } from '../../shared/lib/format.ts';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import { toastActionError } from './action-errors.ts';

interface ValidityCellProps {
  label: string;
  valid: boolean;
  editable: boolean;
  busy: boolean;
  onChange: (valid: boolean) => void;
}

/** Valid as a checkbox the viewer may toggle, or as Yes/No for a viewer who may not. */
function ValidityCell({ label, valid, editable, busy, onChange }: ValidityCellProps) {
  if (!editable) return <>{formatYesNo(valid)}</>;
  return (
    <Checkbox.Root checked={valid} disabled={busy} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

type ContactTablesProps =
  | {
      kind: 'phone';
      member: { id: string; viewerCan: { setContactValidity: { allowed: boolean } } };
      rows: readonly MemberPhoneRowFragment[];
    }
  | {
      kind: 'email';
      member: { id: string; viewerCan: { setContactValidity: { allowed: boolean } } };
      rows: readonly MemberEmailRowFragment[];
    };

/**
 * The Phone Numbers and Emails tabs. Validity is toggled by a checkbox when the viewer may; the
 * mutation answers the phone or email with its id, which Apollo writes over the cached row.
 */
export function ContactTables(props: ContactTablesProps) {
  const [setPhone, phone] = useMutation(SetPhoneValidityDocument);
  const [setEmail, email] = useMutation(SetEmailValidityDocument);
  const editable = props.member.viewerCan.setContactValidity.allowed;
  const memberId = props.member.id;

  const toggle = (kind: 'phone' | 'email', id: string, valid: boolean) => {
    const input = { memberId, id, valid };
    const run = kind === 'phone' ? setPhone({ variables: { input } }) : setEmail({ variables: { input } });
    run.catch(toastActionError);
  };

  if (props.kind === 'phone') {
    const columns: ListColumn<MemberPhoneRowFragment>[] = [
      { key: 'number', header: 'Number', cellProps: { whiteSpace: 'nowrap' }, cell: (r) => formatPhone(r.number) },
      { key: 'type', header: 'Type', cell: (r) => r.type },
      { key: 'note', header: 'Note', cell: (r) => formatText(r.note) },
      { key: 'active', header: 'Active Date', cell: (r) => formatDate(r.activeDate) },
      { key: 'updated', header: 'Updated', cell: (r) => formatDateTime(r.updatedAt) },
      {
        key: 'valid',
        header: 'Valid',
        cell: (r) => (
          <ValidityCell
            label={`${formatPhone(r.number)} is valid`}
            valid={r.valid}
            editable={editable}
            busy={phone.loading}
            onChange={(valid) => toggle('phone', r.id, valid)}
          />
        ),
      },
    ];
    return <ListTable caption="Phone numbers" columns={columns} rows={props.rows} rowKey={(r) => r.id} emptyText="No phone numbers." />;
  }
  const columns: ListColumn<MemberEmailRowFragment>[] = [
    { key: 'address', header: 'Email', cell: (r) => r.address },
    { key: 'note', header: 'Note', cell: (r) => formatText(r.note) },
    { key: 'active', header: 'Active Date', cell: (r) => formatDate(r.activeDate) },
    {
      key: 'valid',
      header: 'Valid',
      cell: (r) => (
        <ValidityCell
          label={`${r.address} is valid`}
          valid={r.valid}
          editable={editable}
          busy={email.loading}
          onChange={(valid) => toggle('email', r.id, valid)}
        />
      ),
    },
  ];
  return <ListTable caption="Emails" columns={columns} rows={props.rows} rowKey={(r) => r.id} emptyText="No emails." />;
}
