import type * as v from 'valibot';
import type { AccessRule, Right } from '../../domain/rights';

/** A filter or query schema: an object whose keys are the query parameters (`parseFilters`). */
export type QuerySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * One operation of /api as OpenAPI describes it, declared beside its area's routes with the very
 * schemas the handler validates and the console parses with (decision 360). The document, the
 * coverage test and /api/docs are made from these declarations.
 */
export type ApiOperation = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Below /api, in OpenAPI form: '/roles/{id}'. */
  path: string;
  /** Dutch: what the console calls it. */
  summary: string;
  /** English, for integrators. */
  description: string;
  /**
   * Who may call it, as the route's `requires(...)` says; 'signed-in' when any administrator may,
   * 'public' for the few calls before sign-in (health, this document).
   */
  access: Right | AccessRule | 'signed-in' | 'public';
  /** Path parameters that are not positive integer ids. */
  textParams?: readonly string[];
  /** Query parameters: a list's filters, or an action's options. */
  query?: QuerySchema;
  /** A list (spec 000 §7): Range / Content-Range paging, and these sort fields when it sorts. */
  list?: { sort?: readonly string[]; csv?: boolean };
  /** The JSON body, validated with this schema (`parseBody`). */
  body?: v.GenericSchema;
  /** The JSON reply of success; a list replies an array of it. Absent: 204 without a body. */
  reply?: v.GenericSchema;
  /** The success status when not 200 (201 created, 204 nothing). */
  status?: 200 | 201 | 204;
  /** The reply is a file of this media type rather than JSON data. */
  file?: string;
  /** Error statuses beyond what the shape implies (400 for input, 404 for ids, 409 for deletes...). */
  errors?: readonly number[];
};
