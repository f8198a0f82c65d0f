import { saveBlob } from '../download';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The chart as a stand-alone SVG file: namespaced, sized in pixels, on white, titled. The chart draws
 * with attributes only (chart-style.tsx), so the file looks as the screen does; the highlight of
 * the bar under the pointer or focus is left out.
 */
export function svgFileText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const [, , width = '0', height = '0'] = (svg.getAttribute('viewBox') ?? '').split(/\s+/);
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', width);
  copy.setAttribute('height', height);
  copy.removeAttribute('class');
  for (const node of copy.querySelectorAll('[data-highlight]')) node.remove();
  for (const node of copy.querySelectorAll('[tabindex]')) node.removeAttribute('tabindex');
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', '#ffffff');
  // The background goes under everything, after the chart's <title>.
  const title = copy.querySelector('title');
  if (title) title.after(background);
  else copy.prepend(background);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

export function downloadSvg(svg: SVGSVGElement, filename: string): void {
  saveBlob(new Blob([svgFileText(svg)], { type: 'image/svg+xml;charset=utf-8' }), `${filename}.svg`);
}

/** The chart drawn at twice its size onto a canvas (sharp on high-density screens), saved as PNG. */
export async function downloadPng(svg: SVGSVGElement, filename: string): Promise<void> {
  const text = svgFileText(svg);
  const [, , width = '0', height = '0'] = (svg.getAttribute('viewBox') ?? '').split(/\s+/);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    // onload, not decode(): with decode() no PNG arrived in the e2e run in headless Chromium.
    const image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const loading = new Image();
      loading.onload = () => resolve(loading);
      loading.onerror = () => reject(new Error('De grafiek kon niet als afbeelding worden gelezen'));
      loading.src = url;
    });
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = Number(width) * scale;
    canvas.height = Number(height) * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Geen canvas beschikbaar');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('De afbeelding kon niet worden gemaakt');
    saveBlob(blob, `${filename}.png`);
  } finally {
    URL.revokeObjectURL(url);
  }
}
