import * as v from 'valibot';
import { importMessages } from '../messages';
import { chosenFile } from './chosen-file';

/** The body of POST products/import (/beheer, spec 001 §2, §6): the export file, or just its list of products. */
export const ProductTransferBodySchema = v.union(
  [v.array(v.unknown()), v.object({ format: v.optional(v.string()), products: v.array(v.unknown()) })],
  'Het bestand is geen productexport.',
);

/** The JSON of a chosen file, or undefined when it is not JSON. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The /beheer import form: a .json file (any other is 'no file chosen', spec 001 §5) whose JSON is
 * the body the API's ProductTransferBodySchema checks. Every text lands on the file field.
 */
export const ProductTransferFormSchema = v.pipe(
  v.object({
    file: v.pipe(
      chosenFile((name) => /\.json$/i.test(name.trim()), importMessages.noFileSelected),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const body = jsonOf(dataset.value?.text ?? '');
        if (body === undefined) {
          addIssue({ message: importMessages.productImportFailed });
          return NEVER;
        }
        return body;
      }),
      ProductTransferBodySchema,
    ),
  }),
  v.transform(({ file }) => file),
);
