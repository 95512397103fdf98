import { useState } from 'react';
import { Button, Checkbox, Dialog, Field, Flex, Input, NativeSelect, SimpleGrid, Spinner, Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import {
  CampaignFormOptionsDocument,
  CampaignPickerDocument,
  CreateCampaignDocument,
  UpdateCampaignDocument,
  type CampaignFormOptionsQuery,
  type CampaignSummaryFragment,
} from '../../generated/graphql.ts';
import { describeError } from '../../shared/lib/errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { RequiredTextField } from '../../shared/ui/required-text-field.tsx';
import { uploadCallListFilter } from '../../shared/lib/filter-upload.ts';
import { WorkbookField } from '../../shared/ui/workbook-field.tsx';
import { ActionErrorModal, type ActionFailure } from '../../shared/ui/error-modal.tsx';
import {
  CAMPAIGN_FORM_FIELDS,
  campaignFormResolver,
  campaignToFormValues,
  HIDDEN_MARKET_ID,
  needsMemberList,
  newCampaignValues,
  type CampaignFormResult,
  type CampaignFormValues,
} from './campaign-form.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';

interface CampaignFormDialogProps {
  open: boolean;
  /** The campaign to edit; null adds a new one. */
  campaign: CampaignSummaryFragment | null;
  getAccessToken: () => Promise<string | null>;
  onClose: () => void;
  /** After a new campaign (and its member list) was saved. */
  onCreated: (campaignId: string) => void;
}

/** The Add Campaign / Edit modal. */
export function CampaignFormDialog({ open, campaign, getAccessToken, onClose, onCreated }: CampaignFormDialogProps) {
  const options = useQuery(CampaignFormOptionsDocument, { skip: !open });
  return (
    <DialogShell open={open} onClose={onClose} size="lg" closeOnInteractOutside={false}>
      {open && options.data && (
        <CampaignForm
          key={campaign?.id ?? 'new'}
          campaign={campaign}
          options={options.data}
          getAccessToken={getAccessToken}
          onClose={onClose}
          onCreated={onCreated}
        />
      )}
      {open && !options.data && (
        <Dialog.Body py="8">
          <ErrorAlert error={options.error} />
          {!options.error && (
            <Flex justify="center">
              <Spinner aria-label="Loading campaign types" />
            </Flex>
          )}
        </Dialog.Body>
      )}
    </DialogShell>
  );
}

interface CampaignFormProps extends Omit<CampaignFormDialogProps, 'open'> {
  options: CampaignFormOptionsQuery;
}

function CampaignForm({ campaign, options, getAccessToken, onClose, onCreated }: CampaignFormProps) {
  const creating = campaign === null;
  const types = options.campaignTypes;
  const markets = options.markets.filter((m) => m.id !== HIDDEN_MARKET_ID).sort((a, b) => a.name.localeCompare(b.name));
  const {
    register,
    handleSubmit,
    control,
    watch,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<CampaignFormValues, unknown, CampaignFormResult>({
    defaultValues: campaign ? campaignToFormValues(campaign) : newCampaignValues(),
    resolver: campaignFormResolver(types, creating),
    mode: 'all',
  });
  const typeId = watch('typeId');
  const withMemberList = creating && needsMemberList(types, typeId);
  // The picker lists campaigns by name and state, so it is refetched after every save.
  const [createCampaign] = useMutation(CreateCampaignDocument, { refetchQueries: [CampaignPickerDocument] });
  const [updateCampaign] = useMutation(UpdateCampaignDocument, { refetchQueries: [CampaignPickerDocument] });
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const save = async ({ input, memberList }: CampaignFormResult) => {
    if (campaign) {
      try {
        await updateCampaign({ variables: { id: campaign.id, input } });
      } catch (error) {
        // A rule the gateway refused shows on its field, as when it fails here.
        if (!showServerFieldErrors(setError, error, { fields: CAMPAIGN_FORM_FIELDS })) setFailure({ action: 'Updating a Campaign', error });
        return;
      }
      toast.success({ title: 'Campaign saved', description: input.name });
      onClose();
      return;
    }

    let createdId: string;
    try {
      const result = await createCampaign({ variables: { input } });
      if (!result.data) throw new Error('The campaign was not created');
      createdId = result.data.createCampaign.id;
    } catch (error) {
      if (!showServerFieldErrors(setError, error, { fields: CAMPAIGN_FORM_FIELDS })) setFailure({ action: 'Creating a Campaign', error });
      return;
    }
    if (memberList) {
      // The campaign exists by now, so a refused list is reported without undoing it.
      const typeName = types.find((t) => t.id === typeId)?.type;
      try {
        await uploadCallListFilter(
          {
            file: memberList.file,
            filterName: memberList.listName,
            campaignId: createdId,
            isExclusive: memberList.isExclusive,
            sendToCreatio: typeName === 'Creatio',
          },
          await getAccessToken(),
        );
      } catch (error) {
        toast.error({ title: 'Member list not uploaded', description: describeError(error).message, sticky: true });
      }
    }
    toast.success({ title: 'Campaign created', description: input.name });
    onCreated(createdId);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Header>
        <Dialog.Title>{campaign ? `Edit ${campaign.name}` : 'Add Campaign'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <FormError message={errors.root?.message} />
          <RequiredTextField label="Campaign Name" registration={register('name')} error={errors.name} />
          <Field.Root invalid={Boolean(errors.note)} required>
            <Field.Label>
              Note <Field.RequiredIndicator />
            </Field.Label>
            <Textarea {...register('note')} rows={2} />
            <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={Boolean(errors.typeId)} required>
              <Field.Label>
                Campaign Type <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('typeId')}>
                  <option value="">Choose a type</option>
                  {types.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.type}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.typeId?.message}</Field.ErrorText>
            </Field.Root>
            <SelectField
              label="Market"
              choices={markets}
              registration={register('marketId')}
              emptyLabel="All markets"
              error={errors.marketId?.message}
            />
            <Field.Root invalid={Boolean(errors.restDays)} required>
              <Field.Label>
                Rest Days <Field.RequiredIndicator />
              </Field.Label>
              <Input type="number" min={0} step={1} {...register('restDays', { valueAsNumber: true })} />
              {errors.restDays ? (
                <Field.ErrorText>{errors.restDays.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>Days a called member stays off the list</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.numAgentsAssigned)} required>
              <Field.Label>
                Agents Assigned <Field.RequiredIndicator />
              </Field.Label>
              <Input type="number" min={1} step={1} {...register('numAgentsAssigned', { valueAsNumber: true })} />
              <Field.ErrorText>{errors.numAgentsAssigned?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          {withMemberList && (
            <Stack gap="4" borderWidth="1px" rounded="md" p="4" aria-label="Member list">
              <RequiredTextField label="List Name" registration={register('listName')} error={errors.listName} />
              <WorkbookField
                label="Member List (.xlsx)"
                helperText="Member ids in the first column; only listed members are eligible."
                registration={register('file')}
                error={errors.file}
              />
              <Controller
                control={control}
                name="isExclusive"
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>Is Exclusive (global filters do not apply to this campaign)</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" disabled={!isValid} loading={isSubmitting} loadingText="Saving">
          {campaign ? 'Save Changes' : 'Create Campaign'}
        </Button>
      </Dialog.Footer>
      <ActionErrorModal failure={failure} onClose={() => setFailure(null)} />
    </form>
  );
}
