/**
 * Where the API's interactive reference lives; the provider also sends a sign-in from it back here,
 * so the console's client registers it as a redirect URI (decision 361).
 */
export const DOCS_PATH = '/api/docs';
