import * as v from 'valibot';
import { importMessages, orderMessages } from '../messages';
import { chosenCsvFile, csvTextError } from './chosen-file';
import { OrderImportQuerySchema } from './order';
import { maxChars } from './rules';

/*
 * Apart from ./order.ts because it reads the file (papaparse, domain/csv-import.ts): the order
 * schemas every order screen and command loads stay without it (decision 480).
 */

/**
 * The import form of /orderimport: the query's and the body's fields as typed, and the chosen CSV
 * file, whose text becomes `orders`. The output is what the API's OrderImportQuerySchema and
 * OrderImportBodySchema take; a superuser must choose the distributor account (spec 001 §5).
 */
export const orderImportFormSchema = (mustChooseAccount: boolean) =>
  v.pipe(
    v.object({
      eckAccountId: v.pipe(
        v.string(),
        v.check((id) => !mustChooseAccount || id !== '', orderMessages.distributorRequired),
      ),
      schoolYearName: OrderImportQuerySchema.entries.schoolYearName,
      referenceId: OrderImportQuerySchema.entries.referenceId,
      contractId: v.pipe(v.string(), v.trim(), maxChars(200)),
      delimiter: v.pipe(v.string(), v.length(1, importMessages.oneDelimiter)),
      file: chosenCsvFile(),
    }),
    v.forward(
      v.check(
        ({ file, delimiter }) => file === null || csvTextError(file.text, csvOptions(delimiter)) === null,
        (issue) => csvTextError(issue.input.file?.text ?? '', csvOptions(issue.input.delimiter)) ?? '',
      ),
      ['file'],
    ),
    v.transform(({ eckAccountId, contractId, file, ...query }) => ({
      ...query,
      eckAccountId: eckAccountId === '' ? undefined : Number(eckAccountId),
      contractId: contractId === '' ? undefined : contractId,
      orders: file?.text ?? '',
    })),
  );

const csvOptions = (delimiter: string) => ({
  delimiter,
  hasHeader: true,
  emptyMessage: orderMessages.emptyList,
});
