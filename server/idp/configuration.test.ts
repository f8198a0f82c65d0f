import { describe, expect, it } from 'vitest';
import { consoleClient } from './configuration';

const base = {
  publicUrl: 'https://beheer.leskluis.nl',
  audience: 'leskluis-api',
  clientId: 'leskluis-beheer',
};

describe('console client registration', () => {
  it('is a public code + PKCE client that also accepts the Vite dev server outside production', () => {
    expect(consoleClient({ ...base, environment: 'ontwikkel' })).toMatchObject({
      client_id: 'leskluis-beheer',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: [
        'https://beheer.leskluis.nl/auth/callback',
        'http://localhost:5173/auth/callback',
        'https://beheer.leskluis.nl/api/docs',
      ],
      post_logout_redirect_uris: ['https://beheer.leskluis.nl/', 'http://localhost:5173/'],
    });
  });

  it('does not register the dev server in production', () => {
    const client = consoleClient({ ...base, environment: 'productie' });
    expect(client.redirect_uris).toEqual([
      'https://beheer.leskluis.nl/auth/callback',
      'https://beheer.leskluis.nl/api/docs',
    ]);
    expect(client.post_logout_redirect_uris).toEqual(['https://beheer.leskluis.nl/']);
  });

  it('lists each address once when the server itself runs on the dev port', () => {
    const client = consoleClient({ ...base, publicUrl: 'http://localhost:5173', environment: 'local' });
    expect(client.redirect_uris).toEqual([
      'http://localhost:5173/auth/callback',
      'http://localhost:5173/api/docs',
    ]);
  });
});
