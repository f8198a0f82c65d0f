import type { ReactNode } from 'react';

/** A control with its label above it and what follows it (a hint, a problem): filters and a bulk command's arguments. */
export function LabelledField({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
