import { AdjustGroupsSchema, type PoLicense } from '../../../domain/schemas/po-license';
import { useAdjustPoGroups } from '../../api/po-licenses';
import { DialogForm } from '../../kit/form/dialog-form';
import { FormActions } from '../../kit/form/form-actions';
import { TextField } from '../../kit/form/text-fields';
import { useSchemaForm } from '../../kit/form/use-schema-form';

export const GROUPS_TITLE = 'Groepen aanpassen';
export const GROUPS_SAVED = 'De groepen zijn opgeslagen.';
export const GROUPS_FAILED = 'De groepen konden niet worden opgeslagen.';

/** `onClose` after a save too: the write itself refreshes the licence's lists (useAdjustPoGroups). */
type Props = { licence: PoLicense | null; onClose: () => void };

/** Edit a PO licence's groups: digits 0-8, comma separated, no repeats, at most 9 (spec 001 §5). */
export function PoGroupsDialog({ licence, ...props }: Props) {
  // Mounted per opening, so every opening starts from the licence's stored groups.
  return licence ? <GroupsForm key={licence.id} licence={licence} {...props} /> : null;
}

function GroupsForm({ licence, onClose }: Props & { licence: PoLicense }) {
  const adjust = useAdjustPoGroups({
    saving: 'Aan het opslaan...',
    saved: GROUPS_SAVED,
    failed: GROUPS_FAILED,
  });
  const form = useSchemaForm({
    // The body the API validates, so the browser refuses what the server would.
    schema: AdjustGroupsSchema,
    initial: { id: licence.id, groepen: licence.groups.join(',') },
    validateOn: 'change',
    onSubmit: adjust.mutateAsync,
    onSuccess: onClose,
  });
  return (
    <DialogForm form={form} title={GROUPS_TITLE} onClose={onClose}>
      <TextField
        label="Groepen (0 tot en met 8, gescheiden door komma's)"
        maxLength={40}
        {...form.bind('groepen')}
      />
      <FormActions />
    </DialogForm>
  );
}
