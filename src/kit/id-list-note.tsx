/**
 * Above a list opened from a pasted column (decision 351): the list holds only those
 * identifiers, which the filter bar does not show, so it says so and offers the whole list back.
 */
export function IdListNote(props: {
  count: number | undefined;
  noun: string;
  all: string;
  onClear: () => void;
}) {
  const { count, noun, all, onClear } = props;
  if (!count) return null;
  return (
    <p className="flex flex-wrap items-center gap-3 rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
      <span>
        Alleen de {count} geplakte {noun}.
      </span>
      <button
        type="button"
        onClick={onClear}
        className="focus-ring rounded px-1 font-semibold text-sky-800 underline hover:text-sky-950"
      >
        {all}
      </button>
    </p>
  );
}
