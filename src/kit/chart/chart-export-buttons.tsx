import { Download } from 'lucide-react';
import type { RefObject } from 'react';
import { notifyError } from '../toast';
import { downloadPng, downloadSvg } from './chart-export';

/** 'PNG' and 'SVG': the chart as a file, named after the screen. */
export function ChartExportButtons({
  svgRef,
  filename,
}: {
  svgRef: RefObject<SVGSVGElement | null>;
  filename: string;
}) {
  const save = (kind: 'png' | 'svg') => {
    const svg = svgRef.current;
    if (!svg) return;
    if (kind === 'svg') downloadSvg(svg, filename);
    else
      downloadPng(svg, filename).catch((error: unknown) =>
        notifyError(
          `De grafiek kon niet als PNG worden opgeslagen: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  };
  const buttonClass =
    'inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-700';
  return (
    <div className="flex gap-2">
      {(['png', 'svg'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className={buttonClass}
          aria-label={`Grafiek opslaan als ${kind.toUpperCase()}`}
          onClick={() => save(kind)}
        >
          <Download aria-hidden="true" className="size-4" /> {kind.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
