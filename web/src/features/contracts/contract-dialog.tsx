import { useMemo } from 'react';
import { Dialog, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { pickablePayers, unpickablePayerIds, type ContractInput } from '@luminate/schema/rules';
import {
  ContractFormOptionsDocument,
  CreateContractDocument,
  UpdateContractDocument,
  type ContractRowFragment,
} from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import {
  CONTRACT_FORM_PLACEMENT,
  EMPTY_CONTRACT,
  contractFormResolver,
  contractToFormValues,
  hasRequiredFields,
  toMutationInput,
  type ContractFormValues,
} from './contract-form.ts';

export interface ContractDialogProps {
  /** 'new' opens the Add form; a contract opens its Edit form; null keeps the dialog closed. */
  contract: ContractRowFragment | 'new' | null;
  onClose: () => void;
  onCreated: (contract: ContractRowFragment) => void;
}

/** Add and edit a contract (data management): name, start date, payer (never SelfPay) and risk type required. */
export function ContractDialog({ contract, onClose, onCreated }: ContractDialogProps) {
  const title = contract === 'new' ? 'Add Contract' : contract ? `Edit ${contract.name}` : '';
  return (
    <DialogShell open={contract !== null} onClose={onClose} size="lg" closeOnInteractOutside={false} title={title}>
      {contract && (
        <ContractForm key={contract === 'new' ? 'new' : contract.id} contract={contract} onDone={onClose} onCreated={onCreated} />
      )}
    </DialogShell>
  );
}

function ContractForm({
  contract,
  onDone,
  onCreated,
}: {
  contract: ContractRowFragment | 'new';
  onDone: () => void;
  onCreated: (c: ContractRowFragment) => void;
}) {
  const editing = contract === 'new' ? null : contract;
  const options = useQuery(ContractFormOptionsDocument);
  const selfPayIds = useMemo(() => unpickablePayerIds(options.data?.payers ?? []).map(Number), [options.data]);
  const payers = useMemo(() => pickablePayers(options.data?.payers ?? []), [options.data]);
  const resolver = useMemo(() => contractFormResolver(selfPayIds), [selfPayIds]);
  const {
    register,
    handleSubmit,
    watch,
    setError: setFieldError,
    formState: { errors, isDirty },
  } = useForm<ContractFormValues, unknown, ContractInput>({
    defaultValues: editing ? contractToFormValues(editing) : EMPTY_CONTRACT,
    resolver,
    mode: 'onTouched',
  });
  const [createContract, created] = useMutation(CreateContractDocument);
  const [updateContract, updated] = useMutation(UpdateContractDocument);
  const saving = created.loading || updated.loading;
  const error = created.error ?? updated.error;
  const ready = hasRequiredFields(watch()) && (editing === null || isDirty);

  const save = async (input: ContractInput) => {
    try {
      if (editing) {
        await updateContract({ variables: { id: editing.id, input: toMutationInput(input) } });
        toast.success({ title: 'Contract saved', description: input.name });
      } else {
        const answer = (await createContract({ variables: { input: toMutationInput(input) } })).data?.createContract;
        if (answer) onCreated(answer);
        toast.success({ title: 'Contract added', description: input.name });
      }
    } catch (failure) {
      if (showServerFieldErrors(setFieldError, failure, CONTRACT_FORM_PLACEMENT)) {
        created.reset();
        updated.reset();
      }
      return;
    }
    onDone();
  };

  return (
    <form noValidate aria-label={editing ? 'Edit Contract' : 'Add Contract'} onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error ?? options.error} tool="Contracts" />
          <FormError message={errors.root?.message} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Name" required registration={register('name')} error={errors.name?.message} />
            <TextField label="Start Date" type="date" required registration={register('startDt')} error={errors.startDt?.message} />
            <SelectField
              label="Payer"
              registration={register('payerId')}
              error={errors.payerId?.message}
              placeholder="Select a payer"
              options={payers}
            />
            <SelectField
              label="Risk Type"
              registration={register('riskTypeId')}
              error={errors.riskTypeId?.message}
              placeholder="Select a risk type"
              options={options.data?.riskTypes ?? []}
            />
            <TextField label="Status" registration={register('status')} error={errors.status?.message} />
            <TextField label="Geography" registration={register('geography')} error={errors.geography?.message} />
            <TextField label="Algorithm" registration={register('algorithm')} error={errors.algorithm?.message} />
            <TextField label="At-Risk Date" type="date" registration={register('atRiskDt')} error={errors.atRiskDt?.message} />
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
      {/* Disabled until name, start date, payer and risk type are given (and, when editing, something changed). */}
      <FormDialogFooter submitLabel={editing ? 'Save' : 'Add Contract'} busy={saving} disabled={!ready} />
    </form>
  );
}

function TextField({
  label,
  required,
  type,
  registration,
  error,
}: {
  label: string;
  required?: boolean;
  type?: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} {...registration} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function SelectField({
  label,
  registration,
  error,
  placeholder,
  options,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  placeholder: string;
  options: readonly { id: string; name: string }[];
}) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
