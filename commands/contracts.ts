import { CONTRACT_ID_MAX } from '../domain/schemas/contract';
import type { Command, Keywords } from './command';
import { lookupCommand } from './lookup-command';

/** Contract commands (spec 001 §2): find a contract, open its balance or specifications. */

const CONTRACT_HINT = `Vul een contract-id in (maximaal ${CONTRACT_ID_MAX} tekens).`;

type ContractList = '/schoolcontracts' | '/contractbalances' | '/contractspecifications';

/** One list filtered on a typed contract id; no id, or a longer one than a contract has, opens nothing. */
const contractCommand = (id: string, title: string, list: ContractList, keywords: Keywords) =>
  lookupCommand({
    id,
    title,
    keywords,
    access: { right: 'schooljaarvakcontracten_inzien' },
    arg: { name: 'contract', label: 'Contract-id', placeholder: 'SJC000123' },
    hint: CONTRACT_HINT,
    open: (value) => {
      const contractReferenceId = value.trim();
      const isId = contractReferenceId !== '' && contractReferenceId.length <= CONTRACT_ID_MAX;
      return isId ? { to: list, search: { contractReferenceId } } : null;
    },
  });

export const findContractCommand = contractCommand(
  'contracts.find',
  'Schoolcontract zoeken',
  '/schoolcontracts',
  {
    nl: ['contract', 'schoolcontract', 'schooljaar', 'vak', 'zoeken'],
    en: ['contract', 'school contract', 'find', 'search'],
  },
);

export const contractBalanceCommand = contractCommand(
  'contracts.balance',
  'Contractbalans openen',
  '/contractbalances',
  {
    nl: ['contractbalans', 'balans', 'licenties per contract', 'openen'],
    en: ['balance', 'contract balance', 'open'],
  },
);

export const contractSpecificationsCommand = contractCommand(
  'contracts.specifications',
  'Contractspecificaties openen',
  '/contractspecifications',
  {
    nl: ['contractspecificaties', 'specificatie', 'openen'],
    en: ['specification', 'specifications', 'open'],
  },
);

export function contractCommands(): Command[] {
  return [findContractCommand, contractBalanceCommand, contractSpecificationsCommand];
}
