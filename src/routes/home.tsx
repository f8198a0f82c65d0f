import { lazyRouteComponent } from '@tanstack/react-router';
import { HomeSearchSchema } from '../areas/home/log-search-schema';
import { listRoute } from './route-shapes';

export const homeRoute = listRoute(
  '/home',
  HomeSearchSchema,
  lazyRouteComponent(() => import('../areas/home/home-screen'), 'HomeScreen'),
);
