/**
 * A Web Storage held in a Map, for tests of what the palette keeps per administrator (recent
 * entities in localStorage, the ticket in sessionStorage); `data` is there to plant or inspect raw values.
 */
export function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}
