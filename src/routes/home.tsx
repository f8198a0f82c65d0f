import { lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { lenientObject } from '../kit/search-fields';
import { listRoute } from './route-shapes';

/** The log search's meldcode (at most 20 characters), so a pasted /home?meldcode= searches it. */
const HomeSearchSchema = lenientObject({ meldcode: v.pipe(v.string(), v.maxLength(20)) });

export const homeRoute = listRoute(
  '/home',
  HomeSearchSchema,
  lazyRouteComponent(() => import('../areas/home/home-screen'), 'HomeScreen'),
);
