import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';

/** `/` redirects to /home (spec 000 §2). */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});
