/** JSON bodies for the console's write calls (the HttpClient's `request` sends any method). */
export function jsonBody(body: unknown) {
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}
