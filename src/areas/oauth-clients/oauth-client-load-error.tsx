import type { ErrorComponentProps } from '@tanstack/react-router';
import { ItemError } from '../../kit/item-error';

/** An OAuth client that cannot be loaded: 403, 404 or another failure (spec 000 §8). */
export function OAuthClientLoadError({ error }: ErrorComponentProps) {
  return <ItemError error={error} entity="OAuthClient" />;
}
