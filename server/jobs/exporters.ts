import { accountExporter } from '../areas/accounts/account-export';
import type { Exporter } from './exporter';

/** Every list that can be exported, by collection key: an area adds its exporter here. */
export const EXPORTERS: Readonly<Record<string, Exporter>> = {
  [accountExporter.collection]: accountExporter,
};
