/**
 * The page header every screen uses: the title (h1), optional subtitle and actions on the right.
 *
 * Usage:
 *   <Page title={pageTitles.users} actions={<ExportButton ... />}>
 *     <FilterBar ... />
 *     <InfiniteTable ... />
 *   </Page>
 */
import type { ReactNode } from 'react';

type PageProps = {
  title: ReactNode;
  /** A line under the title (the item's name on an edit form, say). */
  subtitle?: ReactNode;
  /** Buttons on the title row, right-aligned (export, refresh). */
  actions?: ReactNode;
  children: ReactNode;
};

export function PageHeader({ title, subtitle, actions }: Omit<PageProps, 'children'>) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

/** A screen: its header and the content below, spaced the same on every page. */
export function Page({ children, ...header }: PageProps) {
  return (
    <section className="space-y-4 pb-24">
      <PageHeader {...header} />
      {children}
    </section>
  );
}
