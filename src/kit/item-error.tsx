/**
 * The error page of a screen that fetches one item (spec 000 §8): 403 '{product} geweigerd',
 * 404 'Niet gevonden', anything else 'Onbekende fout', each with the entity's name in the text.
 *
 * Usage (as the route's errorComponent):
 *   export const productEditRoute = createRoute({
 *     ...,
 *     errorComponent: ({ error }) => <ItemError error={error} entity="product" />,
 *   });
 * or inside a screen:
 *   <ItemError error={error} entity="organisatie" />
 */
import { errorPages } from '../../domain/messages';
import { ApiError } from '../api/api-error';

export type ItemErrorText = { title: string; text: string };

/** The title and text for a failed item fetch of `entity` ('product', 'rol', ...). */
export function itemErrorText(error: unknown, entity: string): ItemErrorText {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 403) return { title: errorPages.forbiddenTitle, text: errorPages.forbiddenText(entity) };
  if (status === 404) return { title: errorPages.notFoundTitle, text: errorPages.notFoundText(entity) };
  return { title: errorPages.unknownTitle, text: errorPages.unknownText(entity) };
}

type ItemErrorProps = { error: unknown; entity: string };

export function ItemError({ error, entity }: ItemErrorProps) {
  const { title, text } = itemErrorText(error, entity);
  return (
    <section role="alert" className="max-w-3xl space-y-2">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p>{text}</p>
    </section>
  );
}
