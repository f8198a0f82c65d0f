import { eckMessages } from '../../../domain/messages';
import { useAvailableEckSummary } from '../../api/eck';
import { BlockState } from '../../kit/block-state';
import { TitledSection } from '../../kit/titled-section';

/**
 * The chosen school's available ECK licences per product (spec 001 §7,
 * summaryOfAvailableEckLicenses; decision 154), above the licences of that school.
 */
export function AvailableEckSummary({ organisationId }: { organisationId: number }) {
  const query = useAvailableEckSummary(organisationId);
  const rows = query.data ?? [];
  return (
    <TitledSection title={eckMessages.availableTitle} id="eck-available" className="max-w-3xl space-y-2">
      <BlockState query={query} count={rows.length} />
      {rows.length > 0 ? (
        <table
          aria-labelledby="eck-available"
          className="w-full border-collapse rounded-lg border border-slate-300 bg-white text-sm"
        >
          <thead>
            <tr className="bg-slate-50 text-left">
              <th className="px-2 py-2">Product</th>
              <th className="px-2 py-2">EAN</th>
              <th className="px-2 py-2 text-right">Beschikbaar</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.productId} className="border-t border-slate-200">
                <td className="px-2 py-1.5">{row.productTitle}</td>
                <td className="px-2 py-1.5 font-mono">{row.productEan}</td>
                <td className="px-2 py-1.5 text-right">{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </TitledSection>
  );
}
