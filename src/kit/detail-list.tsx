import type { ReactNode } from 'react';

/** A fact of an entity view: its label and what it shows. */
export type Detail = readonly [label: string, value: ReactNode];

/** An entity view's facts, label beside value (administrator, organisation). */
export function DetailList({ rows }: { rows: readonly Detail[] }) {
  return (
    <dl className="grid max-w-3xl grid-cols-[12rem_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
