import * as v from 'valibot';
import { ENVIRONMENTS } from '../../domain/enums';

/** GET /config.json: one build serves every environment (DESIGN §1, runtime config). */
export const RuntimeConfigSchema = v.object({
  apiBase: v.string(),
  authority: v.pipe(v.string(), v.url()),
  clientId: v.string(),
  environment: v.picklist(ENVIRONMENTS),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchFn('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/config.json gaf ${response.status}`);
  return v.parse(RuntimeConfigSchema, await response.json());
}
