import type { ErrorComponentProps } from '@tanstack/react-router';
import { ItemError } from '../../kit/item-error';

/** The error page of the product screens (spec 000 §8 with entity 'product'). */
export function ProductLoadError({ error }: ErrorComponentProps) {
  return <ItemError error={error} entity="product" />;
}
