import * as v from 'valibot';
import { ProductFieldsSchema } from './product';
import { productIssues } from './product-validation';

// Apart from product.ts so the route search and the product replies (loaded at startup) do not pull
// the form's rules in (initial JS budget, decision 270).

/**
 * The product form and API body: every rule of spec 001 §5 at once (so one submit shows every
 * problem), then the save-time normalisation of §4 (see `normaliseProduct`).
 */
export const ProductInputSchema = v.pipe(
  ProductFieldsSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const issue of productIssues(dataset.value)) {
      addIssue({ message: issue.message, path: pathItems(dataset.value, issue.path) });
    }
  }),
);

/** Valibot path items for a dotted path, so `getDotPath` gives the form field's name back. */
function pathItems(input: unknown, dotted: string): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const keys = dotted.split('.');
  let current: unknown = input;
  const items = keys.map((key) => {
    const value = (current as Record<string, unknown> | null)?.[key];
    const item = { type: 'object', origin: 'value', input: current, key, value } as v.IssuePathItem;
    current = value;
    return item;
  });
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}
