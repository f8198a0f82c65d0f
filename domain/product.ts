/** The platform's name: the spec's `{product}`. Every right, enumeration and text derives from it. */
export const PRODUCT = 'Leskluis';
/** Lower-case form used in rights (`beheer_leskluis`) and the default distributor. */
export const PRODUCT_KEY = 'leskluis';
/** Upper-case form used in enumerations (`LESKLUIS_SSO`). */
export const PRODUCT_ENUM = 'LESKLUIS';
/** The distributor stamped on licences created in the console. */
export const DEFAULT_DISTRIBUTOR = `beheer-${PRODUCT_KEY}`;
