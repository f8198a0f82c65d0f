import { labelOf } from '../../domain/labels/label';

/**
 * A code (or a list of codes) as a person reads it: the Dutch label from the catalogue in
 * domain/labels, with the code itself as the tooltip, so a support desk that is told "REVOKED"
 * still finds it on screen.
 */
export function CodeLabel(props: {
  labels: Readonly<Record<string, string>>;
  code: string | readonly string[] | null | undefined;
  className?: string;
}) {
  const { labels, className } = props;
  const codes = (typeof props.code === 'string' ? [props.code] : (props.code ?? [])).filter(Boolean);
  if (codes.length === 0) return null;
  return (
    <span title={codes.join(', ')} className={className}>
      {codes.map((code) => labelOf(labels, code)).join(', ')}
    </span>
  );
}
