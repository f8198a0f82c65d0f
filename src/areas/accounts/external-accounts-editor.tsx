import { type ReactNode, useState } from 'react';
import { EXTERN_ACCOUNT_TYPES, type ExternAccountType } from '../../../domain/enums';
import { EXTERN_ACCOUNT_TYPE_LABELS } from '../../../domain/labels/accounts';
import { accountAreaMessages, externalAccountMessages } from '../../../domain/messages';
import type { LinkedExternAccount } from '../../../domain/schemas/account';
import { externalAccountAddSchema, type RawExternalAccount } from '../../../domain/schemas/account-form';
import { CodeLabel } from '../../kit/code-label';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { Select } from '../../kit/form/choice-fields';
import { TextArea, TextField } from '../../kit/form/text-fields';
import { useSchemaForm } from '../../kit/form/use-schema-form';

type Props = {
  /** The account's stored external accounts. */
  stored: readonly LinkedExternAccount[];
  toDelete: readonly number[];
  toAdd: readonly RawExternalAccount[];
  canDelete: boolean;
  canAdd: boolean;
  canLink: boolean;
  onToDeleteChange: (ids: number[]) => void;
  onToAddChange: (items: RawExternalAccount[]) => void;
  /** GET externalaccounts?nameId&accountType (the lookup of an unlinked one). */
  lookup: (nameId: string, accountType: 'KNF' | 'BP') => Promise<LinkedExternAccount[]>;
};

const typeOptions = EXTERN_ACCOUNT_TYPES.map((type) => ({
  value: type,
  label: EXTERN_ACCOUNT_TYPE_LABELS[type],
}));

const button =
  'focus-ring rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-50';

/**
 * An external account in the editor, stored or to be added: its type as a badge (`badge`, the
 * colour), its name id (`name`, struck through when it will be removed), then what saving does.
 */
function ExternRow({
  testId,
  item,
  badge,
  name = '',
  children,
}: {
  testId: string;
  item: { accountType: string; nameId: string };
  badge: string;
  name?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-2 text-sm" data-testid={testId}>
      <CodeLabel
        labels={EXTERN_ACCOUNT_TYPE_LABELS}
        code={item.accountType}
        className={`rounded ${badge} px-1.5`}
      />
      <span className={`font-mono break-all ${name}`}>{item.nameId}</span>
      {children}
    </li>
  );
}

/**
 * The external accounts section of the account form (spec 000 §2, §4, §5): delete with undo, add,
 * look up. The add row is a form of the kit without a <form> of its own (it sits inside the
 * account's): 'Extern account toevoegen' submits it through externalAccountAddSchema.
 */
export function ExternalAccountsEditor(props: Props) {
  const { stored, toDelete, toAdd, canDelete, canAdd, canLink } = props;
  const [lookupProblem, setLookupProblem] = useState<string | undefined>(undefined);
  const [isWarningOpen, setWarningOpen] = useState(false);
  const [isLooking, setLooking] = useState(false);
  const addition = useSchemaForm({
    schema: externalAccountAddSchema(toAdd),
    initial: { accountType: 'KNF' as ExternAccountType, nameId: '', attributes: '' },
    onSubmit: (item) => props.onToAddChange([...toAdd, item]),
    onSuccess: () => addition.reset(),
  });
  const { nameId, accountType } = addition.values;

  const lookUp = async () => {
    setWarningOpen(false);
    const wanted = nameId.trim();
    setLooking(true);
    try {
      const found = (await props.lookup(wanted, accountType)).filter(
        (item) => item.account === null && Object.keys(item.attributes).length > 0,
      );
      if (found.length !== 1) {
        setLookupProblem(externalAccountMessages.unlinkedNotFound(wanted));
        return;
      }
      addition.setField('attributes', JSON.stringify(found[0]!.attributes, null, 2));
      setLookupProblem(undefined);
    } catch (error) {
      setLookupProblem(
        `${externalAccountMessages.unlinkedNotFound(wanted)} (${error instanceof Error ? error.message : String(error)})`,
      );
    } finally {
      setLooking(false);
    }
  };

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold">Externe accounts</legend>
      {stored.length === 0 && toAdd.length === 0 ? (
        <p className="text-sm text-slate-600">Geen externe accounts.</p>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {stored.map((item) => {
          const isMarked = toDelete.includes(item.id);
          return (
            <ExternRow
              key={item.id}
              testId="extern-account"
              item={item}
              badge="bg-slate-100"
              name={isMarked ? 'text-slate-500 line-through' : ''}
            >
              {isMarked ? <span className="text-red-800">wordt verwijderd bij opslaan</span> : null}
              {canDelete && !item.isUndetachable ? (
                <button
                  type="button"
                  className={`${button} ml-auto`}
                  onClick={() =>
                    props.onToDeleteChange(
                      isMarked ? toDelete.filter((id) => id !== item.id) : [...toDelete, item.id],
                    )
                  }
                >
                  {isMarked ? 'Ongedaan maken' : 'Verwijderen'}
                </button>
              ) : null}
              {item.isUndetachable ? (
                <span className="ml-auto text-slate-600">niet ontkoppelbaar</span>
              ) : null}
            </ExternRow>
          );
        })}
        {toAdd.map((item) => (
          <ExternRow
            key={`${item.accountType}:${item.nameId}`}
            testId="extern-account-new"
            item={item}
            badge="bg-sky-100"
          >
            <span className="text-sky-900">wordt toegevoegd bij opslaan</span>
            <button
              type="button"
              className={`${button} ml-auto`}
              onClick={() => props.onToAddChange(toAdd.filter((other) => other !== item))}
            >
              Weghalen
            </button>
          </ExternRow>
        ))}
      </ul>
      {canAdd || canLink ? (
        <div className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-[1fr_8rem]">
          <TextField
            label="Name ID"
            maxLength={255}
            {...addition.bind('nameId')}
            onChange={(typed) => {
              setLookupProblem(undefined);
              addition.setField('nameId', typed);
            }}
            error={addition.errorOf('nameId') ?? lookupProblem}
          />
          <Select
            label="Type"
            required
            options={typeOptions}
            {...addition.bind('accountType')}
            onChange={(type) => addition.setField('accountType', type as ExternAccountType)}
          />
          <TextArea
            label="Attributen (JSON)"
            rows={4}
            className="font-mono sm:col-span-2"
            {...addition.bind('attributes')}
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            {canAdd ? (
              <button type="button" className={button} onClick={() => void addition.submit()}>
                Extern account toevoegen
              </button>
            ) : null}
            {canLink ? (
              <button
                type="button"
                className={button}
                disabled={isLooking}
                onClick={() => {
                  setLookupProblem(nameId.trim() ? undefined : externalAccountMessages.nameIdRequired);
                  if (nameId.trim()) setWarningOpen(true);
                }}
              >
                {externalAccountMessages.searchUnlinked}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={isWarningOpen}
        text={accountAreaMessages.unlinkedWarning}
        onConfirm={() => void lookUp()}
        onCancel={() => setWarningOpen(false)}
      />
    </fieldset>
  );
}
