/**
 * The one error page of a screen that shows one item (spec 000 §8): 403 '{product} geweigerd',
 * 404 'Niet gevonden', anything else 'Onbekende fout', with the entity's texts from
 * `itemErrorTexts` (domain/messages.ts).
 *
 * As the route's errorComponent:  errorComponent: itemErrorComponent('product')
 * Inside a screen:                <ItemError error={error} entity="organisation" />
 */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { type ItemEntity, type ItemFailure, itemErrorTexts } from '../../domain/shell-messages';
import { ApiError } from '../api/api-error';

/** Which of the spec's three failures an error is. */
export function itemFailureOf(error: unknown): ItemFailure {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'unknown';
}

/** The failed fetch's error, or the failure itself where a reply says so (a lookup with no match). */
type ItemErrorProps = { entity: ItemEntity } & ({ error: unknown } | { failure: ItemFailure });

export function ItemError(props: ItemErrorProps) {
  const failure = 'failure' in props ? props.failure : itemFailureOf(props.error);
  const { title, text } = itemErrorTexts(props.entity, failure);
  return (
    <section role="alert" className="max-w-3xl space-y-2">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p>{text}</p>
    </section>
  );
}

/** The route's errorComponent for an item of `entity`. */
export function itemErrorComponent(entity: ItemEntity) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table loads, never during a render.
  return function RouteItemError({ error }: ErrorComponentProps) {
    return <ItemError error={error} entity={entity} />;
  };
}
