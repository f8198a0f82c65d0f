import { Link } from '@tanstack/react-router';
import { CONTRACT_LIST_TITLES } from '../../../commands/contracts';
import type { balanceFilters } from './contract-balances-list';

/** The contract bar and the linked ids, as the URLs of both lists hold them. */
type ContractFilter = ReturnType<typeof balanceFilters.pick>;

/** The balance and the specifications of the same contracts open each other with the same filter. */
export function ContractListLink({
  to,
  search,
}: {
  to: keyof typeof CONTRACT_LIST_TITLES;
  search: ContractFilter;
}) {
  return (
    <Link to={to} search={search} className="text-sm text-sky-800 underline">
      {CONTRACT_LIST_TITLES[to]}
    </Link>
  );
}
