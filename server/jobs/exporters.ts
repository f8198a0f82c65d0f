import { accountExporter } from '../areas/accounts/account-export';
import {
  contractBalanceExporter,
  contractSpecificationExporter,
  schoolContractExporter,
} from '../areas/contracts/contract-export';
import { schoolOverviewExporter } from '../areas/license-overviews/school-overview-export';
import { tlinkExporter } from '../areas/tlinks/tlink-export';
import type { Exporter } from './exporter';

/** Every list that can be exported, by collection key: an area adds its exporter here. */
export const EXPORTERS: Readonly<Record<string, Exporter>> = {
  [accountExporter.collection]: accountExporter,
  [tlinkExporter.collection]: tlinkExporter,
  [schoolOverviewExporter.collection]: schoolOverviewExporter,
  [schoolContractExporter.collection]: schoolContractExporter,
  [contractBalanceExporter.collection]: contractBalanceExporter,
  [contractSpecificationExporter.collection]: contractSpecificationExporter,
};
