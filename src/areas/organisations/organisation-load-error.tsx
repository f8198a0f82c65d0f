import type { ErrorComponentProps } from '@tanstack/react-router';
import { ItemError } from '../../kit/item-error';

/** An organisation that cannot be loaded: 403, 404 or another failure (spec 000 §8). */
export function OrganisationLoadError({ error }: ErrorComponentProps) {
  return <ItemError error={error} entity="organisatie" />;
}
