import { formatHistoryDateTime } from '../../../domain/dates';
import { TLINK_STATE_LABELS } from '../../../domain/labels/tlink-states';
import type { EckLicense } from '../../../domain/schemas/eck';
import { CodeLabel } from '../../kit/code-label';
import { ModalDialog } from '../../kit/modal-dialog';

export const HISTORY_TITLE = 'Historie van de referentie';

/** The reference-id changes of one ECK licence (spec 001 §3 eckLicenseReferenceIdTransitions). */
export function EckHistoryDialog({ licence, onClose }: { licence: EckLicense | null; onClose: () => void }) {
  return (
    <ModalDialog
      open={licence !== null}
      onClose={onClose}
      title={
        <>
          {HISTORY_TITLE} {licence?.referenceId}
        </>
      }
      className="max-w-3xl p-6"
    >
      <table className="mt-4 w-full text-sm">
        <thead className="bg-slate-100 text-left">
          <tr>
            <th className="px-3 py-2">Tijdstip</th>
            <th className="px-3 py-2">Van referentie</th>
            <th className="px-3 py-2">Van status</th>
            <th className="px-3 py-2">Naar referentie</th>
            <th className="px-3 py-2">Naar status</th>
          </tr>
        </thead>
        <tbody>
          {licence?.eckLicenseReferenceIdTransitions.map((t) => (
            <tr key={`${t.timestamp}-${t.fromReferenceId}`} className="border-t border-slate-100">
              <td className="px-3 py-1.5">{formatHistoryDateTime(t.timestamp)}</td>
              <td className="px-3 py-1.5 font-mono">{t.fromReferenceId}</td>
              <td className="px-3 py-1.5">
                <CodeLabel labels={TLINK_STATE_LABELS} code={t.fromState} />
              </td>
              <td className="px-3 py-1.5 font-mono">{t.toReferenceId}</td>
              <td className="px-3 py-1.5">
                <CodeLabel labels={TLINK_STATE_LABELS} code={t.toState} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          autoFocus
          onClick={onClose}
          className="focus-ring rounded border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Sluiten
        </button>
      </div>
    </ModalDialog>
  );
}
