import * as v from 'valibot';
import type { ApiOperation } from './operation';

/** The calls under /api that answer before sign-in: health, this document and its reference page. */
export const systemOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Gezondheid',
    description: 'Answers while the process serves requests (a load balancer’s check).',
    access: 'public',
    reply: v.object({ status: v.literal('ok') }),
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'Deze beschrijving',
    description: 'This OpenAPI 3.1 document.',
    access: 'public',
    file: 'application/json',
  },
  {
    method: 'get',
    path: '/docs',
    summary: 'Interactieve referentie',
    description: 'The interactive reference of this document, to sign in and try calls.',
    access: 'public',
    file: 'text/html',
  },
];
