/**
 * A form of the form kit in a dialog: the same schema, field errors, save keys (Ctrl-S,
 * Ctrl-Enter), 412 handling and unsaved-changes question as a page form; Escape, a click outside
 * and 'Annuleren' close the dialog (asking first when there are unsaved changes) instead of
 * navigating. Mount it while the dialog is open, so every opening starts a fresh form.
 *
 * Usage:
 *   function GroupsDialog({ licence, onClose }) {
 *     const form = useSchemaForm({ schema, initial, onSubmit, onSuccess: onClose, messages });
 *     return (
 *       <DialogForm form={form} title="Groepen aanpassen" onClose={onClose}>
 *         <TextField label="Groepen" {...form.bind('groepen')} />
 *         <FormActions />
 *       </DialogForm>
 *     );
 *   }
 *   {licence ? <GroupsDialog licence={licence} onClose={close} /> : null}
 */
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { ModalDialog } from '../modal-dialog';
import { SchemaForm, useFormContext } from './schema-form';
import type { SchemaForm as SchemaFormState } from './use-schema-form';

type DialogFormProps = {
  // biome-ignore lint/suspicious/noExplicitAny: any schema's form; the fields are typed through bind().
  form: SchemaFormState<any>;
  /** The dialog's title and the form's accessible name. */
  title: string;
  onClose: () => void;
  /** The panel's width class; 'max-w-md' by default. */
  width?: string;
  children: ReactNode;
};

/** Hands the enclosing form's 'leave' (which asks about unsaved changes) to the dialog's onClose. */
function LeaveBridge({ leaveRef }: { leaveRef: RefObject<(() => Promise<void>) | null> }) {
  const { leave } = useFormContext();
  useEffect(() => {
    leaveRef.current = leave;
  }, [leave, leaveRef]);
  return null;
}

export function DialogForm({ form, title, onClose, width = 'max-w-md', children }: DialogFormProps) {
  const leaveRef = useRef<(() => Promise<void>) | null>(null);
  return (
    <ModalDialog
      title={title}
      onClose={() => void leaveRef.current?.()}
      className={`flex max-h-[90vh] ${width} flex-col gap-4 overflow-auto p-6`}
    >
      {/* Escape reaches the dialog's onClose; the form must not leave on it a second time. */}
      <SchemaForm
        form={form}
        label={title}
        onCancel={onClose}
        leavesOnEscape={false}
        className="flex flex-col gap-4"
      >
        <LeaveBridge leaveRef={leaveRef} />
        {children}
      </SchemaForm>
    </ModalDialog>
  );
}
