import { lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from './route-shapes';

export const beheerRoute = pageRoute(
  '/beheer',
  lazyRouteComponent(() => import('../areas/beheer/beheer-screen'), 'BeheerScreen'),
);
