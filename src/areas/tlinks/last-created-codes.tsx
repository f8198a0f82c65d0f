import { useState } from 'react';
import { formatCount } from '../../../domain/numbers';
import { notifyError, notifySuccess } from '../../kit/toast';
import { forgetCreated, type LastCreated, recallCreated } from './last-created';

export const LAST_CREATED_TITLE = 'Laatst aangemaakte TLinks';
export const COPY_CODES = 'Codes kopiëren';
export const COPIED = 'De codes zijn gekopieerd.';
export const COPY_FAILED = 'Kopiëren is niet gelukt; selecteer de codes en kopieer ze zelf.';

/** The codes of the TLinks just created, with a copy button (spec 001 §2). */
export function LastCreatedCodes() {
  const [created, setCreated] = useState<LastCreated | null>(() => recallCreated());
  if (!created || created.codes.length === 0) return null;
  const text = created.codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess(COPIED);
    } catch {
      notifyError(COPY_FAILED);
    }
  };
  return (
    <section
      aria-label={LAST_CREATED_TITLE}
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-emerald-950">
          {LAST_CREATED_TITLE} ({formatCount(created.codes.length)})
        </h2>
        <button
          type="button"
          onClick={() => void copy()}
          className="focus-ring rounded bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          {COPY_CODES}
        </button>
        <button
          type="button"
          onClick={() => {
            forgetCreated();
            setCreated(null);
          }}
          className="focus-ring ml-auto rounded px-2 py-1 text-sm text-emerald-900 hover:bg-emerald-100"
        >
          Sluiten
        </button>
      </div>
      <textarea
        readOnly
        aria-label="Aangemaakte codes"
        value={text}
        rows={Math.min(6, created.codes.length)}
        className="mt-3 w-full rounded border border-emerald-200 bg-white p-2 font-mono text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
    </section>
  );
}
