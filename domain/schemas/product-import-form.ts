import * as v from 'valibot';
import { isCsvFileName } from '../csv-import';
import { importMessages } from '../messages';
import { chosenFile, csvTextError } from './chosen-file';
import { ProductImportBodySchema } from './product-import';

/*
 * Apart from ./product-import.ts because it reads the file (papaparse, domain/csv-import.ts), as
 * ./order-import-form.ts is (decision 480).
 */

const csvOptions = (delimiter: string) => ({
  delimiter,
  hasHeader: true,
  emptyMessage: importMessages.emptyProductList,
});

/**
 * The form of /productimport: the chosen CSV file (only .csv; another is 'Er is geen bestand
 * geselecteerd', spec 001 §5), read with the chosen delimiter, and the publisher of new products.
 * The output is what `importProducts` (src/api/product-import.ts) sends.
 */
export const productImportFormSchema = v.pipe(
  v.object({
    delimiter: v.unwrap(ProductImportBodySchema.entries.delimiter),
    file: chosenFile(isCsvFileName, importMessages.noFileSelected),
    publisher: v.nullable(v.object({ id: v.union([v.number(), v.string()]), label: v.string() })),
  }),
  v.forward(
    v.check(
      ({ file, delimiter }) => file === null || csvTextError(file.text, csvOptions(delimiter)) === null,
      (issue) => csvTextError(issue.input.file?.text ?? '', csvOptions(issue.input.delimiter)) ?? '',
    ),
    ['file'],
  ),
  v.transform(({ delimiter, file, publisher }) => ({
    delimiter,
    producten: file?.text ?? '',
    publisher: publisher === null ? null : Number(publisher.id),
  })),
);
