import { CONTRACT_ID_MAX } from '../domain/schemas/contract';
import type { Command } from './command';
import type { RouteLink } from './route-link';

/** Contract commands (spec 001 §2): find a contract, open its balance or specifications. */

const CONTRACT_HINT = `Vul een contract-id in (maximaal ${CONTRACT_ID_MAX} tekens).`;
const contractArg = {
  name: 'contract',
  label: 'Contract-id',
  placeholder: 'SJC000123',
  validate: (value: string) => {
    const trimmed = value.trim();
    return trimmed === '' || trimmed.length > CONTRACT_ID_MAX ? CONTRACT_HINT : null;
  },
} as const;

const access = { right: 'schooljaarvakcontracten_inzien' } as const;

type ContractList = '/schoolcontracts' | '/contractbalances' | '/contractspecifications';

/** The list filtered on the typed contract id, or null when none was typed. */
function to(path: ContractList, contract: string | undefined): RouteLink | null {
  const contractReferenceId = contract?.trim();
  return contractReferenceId ? { to: path, search: { contractReferenceId } } : null;
}

export const findContractCommand: Command = {
  id: 'contracts.find',
  title: 'Schoolcontract zoeken',
  keywords: ['contract', 'schoolcontract', 'schooljaar', 'vak', 'zoeken'],
  group: 'Acties',
  access,
  target: {
    kind: 'action',
    args: [contractArg],
    run(context, { args }) {
      const target = to('/schoolcontracts', args.contract);
      if (target) context.navigate(target);
    },
  },
};

export const contractBalanceCommand: Command = {
  id: 'contracts.balance',
  title: 'Contractbalans openen',
  keywords: ['contractbalans', 'balans', 'balance', 'licenties per contract'],
  group: 'Acties',
  access,
  target: {
    kind: 'action',
    args: [contractArg],
    run(context, { args }) {
      const target = to('/contractbalances', args.contract);
      if (target) context.navigate(target);
    },
  },
};

export const contractSpecificationsCommand: Command = {
  id: 'contracts.specifications',
  title: 'Contractspecificaties openen',
  keywords: ['contractspecificaties', 'specificatie', 'specification'],
  group: 'Acties',
  access,
  target: {
    kind: 'action',
    args: [contractArg],
    run(context, { args }) {
      const target = to('/contractspecifications', args.contract);
      if (target) context.navigate(target);
    },
  },
};

export function contractCommands(): Command[] {
  return [findContractCommand, contractBalanceCommand, contractSpecificationsCommand];
}
