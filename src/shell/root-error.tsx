import type { ErrorComponentProps } from '@tanstack/react-router';

/** A failure outside any screen, e.g. the administrator could not be loaded. */
export function RootError({ error }: ErrorComponentProps) {
  return (
    <section role="alert" className="space-y-3 p-6">
      <h1 className="text-2xl font-semibold">Onbekende fout</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button
        type="button"
        className="focus-ring rounded bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800"
        onClick={() => window.location.reload()}
      >
        Opnieuw laden
      </button>
    </section>
  );
}
