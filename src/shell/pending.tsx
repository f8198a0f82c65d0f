/** Shown while a screen's code or data loads for longer than a moment. */
export function Pending() {
  return (
    <p role="status" className="text-slate-600">
      Laden…
    </p>
  );
}
