import { useId, useState } from 'react';
import { EXTERN_ACCOUNT_TYPES } from '../../../domain/enums';
import { EXTERN_ACCOUNT_TYPE_LABELS } from '../../../domain/labels/accounts';
import { accountAreaMessages, externalAccountMessages } from '../../../domain/messages';
import {
  externalAccountAddError,
  parseAttributesJson,
  type RawExternalAccount,
} from '../../../domain/schemas/account-form';
import type { LinkedExternAccount } from '../../api/accounts-overview';
import { CodeLabel } from '../../kit/code-label';
import { ConfirmDialog } from '../../kit/confirm-dialog';

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

const button =
  'focus-ring rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-50';

/** The external accounts section of the account form (spec 000 §2, §4, §5): delete with undo, add, look up. */
export function ExternalAccountsEditor(props: Props) {
  const { stored, toDelete, toAdd, canDelete, canAdd, canLink } = props;
  const ids = useId();
  const [nameId, setNameId] = useState('');
  const [attributes, setAttributes] = useState('');
  const [accountType, setAccountType] = useState<'KNF' | 'BP'>('KNF');
  const [problem, setProblem] = useState<string | null>(null);
  const [isWarningOpen, setWarningOpen] = useState(false);
  const [isLooking, setLooking] = useState(false);

  const add = () => {
    const error = externalAccountAddError(nameId, attributes, toAdd);
    if (error) {
      setProblem(error);
      return;
    }
    const parsed = parseAttributesJson(attributes);
    if (!parsed.ok) return;
    props.onToAddChange([...toAdd, { accountType, nameId: nameId.trim(), attributes: parsed.value }]);
    setNameId('');
    setAttributes('');
    setProblem(null);
  };

  const lookUp = async () => {
    setWarningOpen(false);
    const wanted = nameId.trim();
    setLooking(true);
    try {
      const found = (await props.lookup(wanted, accountType)).filter(
        (item) => item.account === null && Object.keys(item.attributes).length > 0,
      );
      if (found.length !== 1) {
        setProblem(externalAccountMessages.unlinkedNotFound(wanted));
        return;
      }
      setAttributes(JSON.stringify(found[0]!.attributes, null, 2));
      setProblem(null);
    } catch (error) {
      setProblem(
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
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-3 py-2 text-sm"
              data-testid="extern-account"
            >
              <CodeLabel
                labels={EXTERN_ACCOUNT_TYPE_LABELS}
                code={item.accountType}
                className="rounded bg-slate-100 px-1.5"
              />
              <span className={`font-mono break-all ${isMarked ? 'text-slate-500 line-through' : ''}`}>
                {item.nameId}
              </span>
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
            </li>
          );
        })}
        {toAdd.map((item) => (
          <li
            key={`${item.accountType}:${item.nameId}`}
            className="flex flex-wrap items-center gap-3 py-2 text-sm"
            data-testid="extern-account-new"
          >
            <CodeLabel
              labels={EXTERN_ACCOUNT_TYPE_LABELS}
              code={item.accountType}
              className="rounded bg-sky-100 px-1.5"
            />
            <span className="font-mono break-all">{item.nameId}</span>
            <span className="text-sky-900">wordt toegevoegd bij opslaan</span>
            <button
              type="button"
              className={`${button} ml-auto`}
              onClick={() => props.onToAddChange(toAdd.filter((other) => other !== item))}
            >
              Weghalen
            </button>
          </li>
        ))}
      </ul>
      {canAdd || canLink ? (
        <div className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-[1fr_8rem]">
          <label className="text-sm" htmlFor={`${ids}-name`}>
            <span className="font-medium">Name ID</span>
            <input
              id={`${ids}-name`}
              className="focus-ring mt-1 block w-full rounded-md border border-slate-400 px-2 py-1.5"
              value={nameId}
              maxLength={255}
              onChange={(event) => setNameId(event.target.value)}
            />
          </label>
          <label className="text-sm" htmlFor={`${ids}-type`}>
            <span className="font-medium">Type</span>
            <select
              id={`${ids}-type`}
              className="focus-ring mt-1 block w-full rounded-md border border-slate-400 px-2 py-1.5"
              value={accountType}
              onChange={(event) => setAccountType(event.target.value as 'KNF' | 'BP')}
            >
              {EXTERN_ACCOUNT_TYPES.map((type) => (
                <option key={type} value={type} title={type}>
                  {EXTERN_ACCOUNT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm sm:col-span-2" htmlFor={`${ids}-attributes`}>
            <span className="font-medium">Attributen (JSON)</span>
            <textarea
              id={`${ids}-attributes`}
              rows={4}
              className="focus-ring mt-1 block w-full rounded-md border border-slate-400 px-2 py-1.5 font-mono text-xs"
              value={attributes}
              onChange={(event) => setAttributes(event.target.value)}
            />
          </label>
          {problem ? (
            <p role="alert" className="text-sm text-red-800 sm:col-span-2">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            {canAdd ? (
              <button type="button" className={button} onClick={add}>
                Extern account toevoegen
              </button>
            ) : null}
            {canLink ? (
              <button
                type="button"
                className={button}
                disabled={isLooking}
                onClick={() => {
                  if (!nameId.trim()) {
                    setProblem(externalAccountMessages.nameIdRequired);
                    return;
                  }
                  setWarningOpen(true);
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
