import { type ReactNode, useId } from 'react';

/**
 * A part of a page under its own title: the h2 names the section for screen readers. `id` names
 * the heading for something else that it labels too (a table in the section).
 */
export function TitledSection({
  title,
  id,
  className = 'space-y-2',
  children,
}: {
  title: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
