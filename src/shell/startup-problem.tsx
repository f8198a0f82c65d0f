/** Shown instead of the console when it cannot start: no config, or a failed sign-in callback. */
export function StartupProblem({ title, error }: { title: string; error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main
      role="alert"
      className="mx-auto mt-16 max-w-xl space-y-3 rounded-lg border border-slate-300 bg-white p-6"
    >
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-slate-700">{detail}</p>
      <a
        href="/"
        className="focus-ring inline-block rounded bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800"
      >
        Opnieuw proberen
      </a>
    </main>
  );
}
