import type * as v from 'valibot';
import { eckMessages } from '../../../domain/messages';
import type { EckAvailableSummarySchema } from '../../../domain/schemas/eck';
import { useAvailableEckSummary } from '../../api/eck';
import { BlockState } from '../../kit/block-state';
import { countColumn, textColumn } from '../../kit/column-kinds';
import { ReportTable } from '../../kit/report-table';
import { TitledSection } from '../../kit/titled-section';

type Available = v.InferOutput<typeof EckAvailableSummarySchema>;

const columns = [
  textColumn<Available>('productTitle', 'Product', { width: '2fr' }),
  textColumn<Available>('productEan', 'EAN'),
  countColumn<Available>('amount', 'Beschikbaar'),
];

/**
 * The chosen school's available ECK licences per product (spec 001 §7,
 * summaryOfAvailableEckLicenses; decision 154), above the licences of that school.
 */
export function AvailableEckSummary({ organisationId }: { organisationId: number }) {
  const query = useAvailableEckSummary(organisationId);
  const rows = query.data ?? [];
  return (
    <TitledSection title={eckMessages.availableTitle} className="max-w-3xl space-y-2">
      <BlockState query={query} count={rows.length} />
      {rows.length > 0 ? (
        <ReportTable
          label={eckMessages.availableTitle}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.productId}
        />
      ) : null}
    </TitledSection>
  );
}
