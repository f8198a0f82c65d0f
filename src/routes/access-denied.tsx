import { createRoute } from '@tanstack/react-router';
import { AccessDenied } from '../shell/access-denied';
import { rootRoute } from './root';

export const accessDeniedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/access-denied',
  component: AccessDenied,
});
