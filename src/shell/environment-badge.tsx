import type { Environment } from '../../domain/enums';
import { ENVIRONMENT_LABELS } from '../../domain/labels/system';

/** Marks every environment but production, so nobody mistakes a test console for the real one. */
export function EnvironmentBadge({ environment }: { environment: Environment }) {
  if (environment === 'productie') return null;
  return (
    <span className="rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-amber-950 uppercase">
      {ENVIRONMENT_LABELS[environment]}
    </span>
  );
}
