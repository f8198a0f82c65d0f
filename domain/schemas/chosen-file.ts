import * as v from 'valibot';
import { type CsvCheckOptions, checkCsv, csvErrorText, isCsvFileName } from '../csv-import';
import { importMessages } from '../messages';

/**
 * A file chosen in a form, read in the browser: its name and its text. The form kit's FileField
 * gives this value, so a schema can check the file like any other field; the API gets the text.
 */
export const ChosenFileSchema = v.object({ name: v.string(), text: v.string() });
export type ChosenFile = v.InferOutput<typeof ChosenFileSchema>;

/** A chosen file whose name `isAllowedName` accepts; none chosen is 'Er is geen bestand geselecteerd'. */
export const chosenFile = (isAllowedName: (name: string) => boolean, wrongType: string) =>
  v.pipe(
    v.nullable(ChosenFileSchema),
    v.check((file) => file !== null, importMessages.noFileSelected),
    v.check((file) => file === null || isAllowedName(file.name), wrongType),
  );

/** A chosen .csv file. */
export const chosenCsvFile = () => chosenFile(isCsvFileName, importMessages.csvOnly);

/** The error text of CSV text read with `delimiter`, or null when it is readable (spec 001 §5). */
export function csvTextError(text: string, options: CsvCheckOptions): string | null {
  const check = checkCsv(text, options);
  return check.ok ? null : csvErrorText(check.error);
}
