import type { BulkRefusal } from '../../commands/bulk';

/** Refused rows named before 'en N meer'. */
const REFUSALS_SHOWN = 5;

/**
 * Why a bulk command cannot run on the selection: which rows refuse it and why, for the selection bar
 * and the run's dialog alike (commands/bulk.ts `bulkAvailability`).
 */
export function BulkRefusals({
  title,
  refusals,
  count,
}: {
  title: string;
  refusals: BulkRefusal[];
  count: number;
}) {
  const shown = refusals.slice(0, REFUSALS_SHOWN);
  const more = refusals.length - shown.length;
  return (
    <div role="alert" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      <p className="font-semibold">
        {title} kan niet: {refusals.length} van {count} geselecteerde rijen staan het niet toe.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {shown.map((refusal) => (
          <li key={refusal.label}>
            {refusal.label} {refusal.reason}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1">en {more} meer.</p> : null}
    </div>
  );
}
