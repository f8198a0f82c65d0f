// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsvText, filenameFromDisposition } from './download';

describe('downloads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the filename of a Content-Disposition header', () => {
    expect(filenameFromDisposition('attachment; filename="accounts-2024-05-02-3.csv"')).toBe(
      'accounts-2024-05-02-3.csv',
    );
    expect(filenameFromDisposition("attachment; filename*=UTF-8''licenties%20mei.csv")).toBe(
      'licenties mei.csv',
    );
    expect(filenameFromDisposition(null)).toBeNull();
  });

  it('saves a CSV made in the browser with the bytes an export file has: BOM, the one writer (decision 480)', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved = blob as Blob;
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await downloadCsvText('licenties.csv', [
      ['Code', 'Verlengen', 'Gereserveerd', 'Extra'],
      ['=AB12', false, new Date('2024-01-02T03:04:05.000Z'), { a: 1 }],
    ]);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await saved!.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(await saved!.text()).toBe(
      'Code;Verlengen;Gereserveerd;Extra\r\n' + `'=AB12;Nee;02-01-2024 04:04:05;"{""a"":1}"\r\n`,
    );
  });

  it('says a CSV that could not be saved failed, and why, instead of failing unseen (the reserved codes are in it)', async () => {
    render(<Toaster />);
    URL.createObjectURL = () => {
      throw new Error('geen ruimte');
    };
    await expect(
      downloadCsvText('tlinks-gereserveerd.csv', [['Code'], ['AB12CD34']]),
    ).resolves.toBeUndefined();
    expect(await screen.findByText('Downloaden mislukt: geen ruimte')).toBeInTheDocument();
  });
});
