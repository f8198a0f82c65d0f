import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { requestMessages } from '../../domain/messages';
import { AppError } from './errors';

/** The largest JSON body any route reads (decision 185). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * The largest body of an import call (decision 185): 10,000 order or Was-Wordt rows need at most
 * about 5 MB, a product CSV or the /beheer product file of a catalogue of several thousand products
 * about the same; 16 MB leaves room without letting one call hold much memory.
 */
export const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;
/** The largest form the identity provider reads: an e-mail address and a password, or a token request. */
export const IDP_FORM_LIMIT = 16 * 1024;
/** JSON nested deeper than this is refused before anything walks it; the deepest body we take has about 6 levels. */
export const MAX_JSON_DEPTH = 32;

/** The calls that carry a whole import file (spec 001 §7; /beheer's product file, decision 053). */
export const IMPORT_PATHS: readonly string[] = [
  '/api/products/actions/import',
  '/api/products/import',
  '/api/orders/actions/import',
  '/api/waswordtitems/actions/import',
];

const limitTo = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body stays unread: the connection ends with this reply, so a client does
      // not send its next request on a socket the server is about to close.
      c.header('Connection', 'close');
      throw new AppError('tooLarge', requestMessages.tooLarge(maxSize));
    },
  });

/**
 * Every route's body limit, before authentication and before any handler reads: a Content-Length
 * past the limit is refused unread, a body without one (chunked) is counted while it arrives and
 * refused as soon as it passes the limit. A 413 in the API's one error shape.
 */
export function bodyLimits() {
  const json = limitTo(JSON_BODY_LIMIT);
  const imports = limitTo(IMPORT_BODY_LIMIT);
  const importPaths = new Set(IMPORT_PATHS);
  return createMiddleware((c, next) => (importPaths.has(c.req.path) ? imports : json)(c, next));
}
