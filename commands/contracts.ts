import { contractMessages } from '../domain/messages';
import { CONTRACT_ID_MAX, type SchoolContractRow } from '../domain/schemas/contract';
import type { Command, EntityRef, Keywords } from './command';
import { lookupCommand } from './lookup-command';
import { entityPageCommand } from './page-command';
import type { RouteLink } from './route-link';

/**
 * Contract commands (spec 001 §2): find a contract, its specifications by a typed id, and a found
 * contract's balance and specifications ('Dit item': its row's buttons and keys, the palette).
 */

const READ_CONTRACTS = { right: 'schooljaarvakcontracten_inzien' } as const;

/** A school contract as the entity of a row: its reference, and the school and year it is for. */
export function schoolContractRef(
  row: Pick<SchoolContractRow, 'id' | 'contractReferenceId' | 'schoolId' | 'schoolyearName'>,
): EntityRef {
  return {
    kind: 'schoolContract',
    id: String(row.id),
    label: row.contractReferenceId,
    ownerId: String(row.schoolId),
    schoolyearName: row.schoolyearName,
  };
}

type ContractList = '/contractbalances' | '/contractspecifications';

/** The names of a contract's two lists: its commands' titles and the links between the lists. */
export const CONTRACT_LIST_TITLES: Record<ContractList, string> = {
  '/contractbalances': contractMessages.balanceLink,
  '/contractspecifications': contractMessages.specificationLink,
};

/** A contract's balance or specifications: that list filtered on its contract, school and year. */
export const contractListLink =
  (list: ContractList) =>
  (contract: EntityRef): RouteLink => ({
    to: list,
    search: {
      contractReferenceId: contract.label,
      schoolId: Number(contract.ownerId),
      schoolyearName: contract.schoolyearName,
    },
  });

const contractListCommand = (
  id: string,
  list: ContractList,
  shortcut: string,
  icon: 'view' | 'list',
  keywords: Keywords,
) =>
  entityPageCommand({
    id,
    title: CONTRACT_LIST_TITLES[list],
    keywords,
    access: READ_CONTRACTS,
    scope: 'schoolContract',
    icon,
    shortcut,
    link: contractListLink(list),
  });

/** The row's own view, as a click or Enter on it opens (key 'b'). */
export const contractBalanceCommand = contractListCommand(
  'contracts.balance',
  '/contractbalances',
  'b',
  'view',
  {
    nl: ['contractbalans', 'balans', 'licenties per contract', 'openen'],
    en: ['balance', 'contract balance', 'open'],
  },
);

export const contractSpecificationsCommand = contractListCommand(
  'contracts.specifications',
  '/contractspecifications',
  's',
  'list',
  {
    nl: ['contractspecificaties', 'specificatie', 'openen'],
    en: ['specification', 'specifications', 'open'],
  },
);

const CONTRACT_HINT = `Vul een contract-id in (maximaal ${CONTRACT_ID_MAX} tekens).`;

/**
 * A list filtered on a typed contract id; no id, or a longer one than a contract has, opens nothing.
 * The balance is not among them: it is a school's in one year (spec 001 §2), which a typed id does
 * not name; a contract found here offers it.
 */
const typedContractCommand = (
  id: string,
  title: string,
  list: '/schoolcontracts' | '/contractspecifications',
  keywords: Keywords,
) =>
  lookupCommand({
    id,
    title,
    keywords,
    access: READ_CONTRACTS,
    arg: { name: 'contract', label: 'Contract-id', placeholder: 'SJC000123' },
    hint: CONTRACT_HINT,
    open: (value) => {
      const contractReferenceId = value.trim();
      const isId = contractReferenceId !== '' && contractReferenceId.length <= CONTRACT_ID_MAX;
      return isId ? { to: list, search: { contractReferenceId } } : null;
    },
  });

export const findContractCommand = typedContractCommand(
  'contracts.find',
  'Schoolcontract zoeken',
  '/schoolcontracts',
  {
    nl: ['contract', 'schoolcontract', 'schooljaar', 'vak', 'zoeken'],
    en: ['contract', 'school contract', 'find', 'search'],
  },
);

export const findContractSpecificationsCommand = typedContractCommand(
  'contracts.findSpecifications',
  'Contractspecificaties zoeken',
  '/contractspecifications',
  {
    nl: ['contractspecificaties', 'specificatie', 'zoeken'],
    en: ['specification', 'specifications', 'find', 'search'],
  },
);

export function contractCommands(): Command[] {
  return [
    contractBalanceCommand,
    contractSpecificationsCommand,
    findContractCommand,
    findContractSpecificationsCommand,
  ];
}
