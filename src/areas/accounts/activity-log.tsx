import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatHistoryDateTime } from '../../../domain/dates';
import { ACTIVITY_OUTCOME_LABELS } from '../../../domain/labels/accounts';
import { listMessages } from '../../../domain/messages';
import { type AdminPrincipal, isPublisherBound } from '../../../domain/rights';
import { ACTIVITY_INITIAL_AMOUNT, ACTIVITY_STEP } from '../../../domain/schemas/account-activity';
import { useActivity } from '../../api/accounts-overview';
import { groupTone, lineText, lineTone, type Tone } from '../../kit/activity-tone';
import { BlockState } from '../../kit/block-state';
import { TitledSection } from '../../kit/titled-section';
import { linkParts } from './activity-rules';

const GROUP_CLASS: Record<Tone, string> = {
  success: 'border-l-emerald-600',
  error: 'border-l-red-700',
  pending: 'border-l-amber-500',
};
const LINE_CLASS: Record<Tone, string> = { success: 'text-emerald-900', error: 'text-red-800', pending: '' };

/** The overview's activity log: 5 groups, then 5 more per click (spec 000 §2, §4). */
export function ActivityLog({ accountId, admin }: { accountId: number; admin: AdminPrincipal }) {
  const [amount, setAmount] = useState(ACTIVITY_INITIAL_AMOUNT);
  const query = useActivity(accountId, amount);
  const groups = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const highlightsExternal = !isPublisherBound(admin);
  return (
    <TitledSection title="Activiteit">
      <BlockState query={query} count={groups.length} empty={listMessages.noActivity} />
      <ol className="space-y-2">
        {groups.map((group) => {
          const tone = groupTone(group);
          return (
            <li
              key={group.id}
              className={`rounded-md border border-slate-300 border-l-4 bg-white p-3 ${GROUP_CLASS[tone]}`}
              data-tone={tone}
            >
              <div className="flex flex-wrap gap-3 text-sm">
                <span className="font-mono font-semibold">{group.meldcode}</span>
                <span>{formatHistoryDateTime(group.timestamp)}</span>
                <span className="text-slate-600">{ACTIVITY_OUTCOME_LABELS[tone]}</span>
              </div>
              <ul className="mt-2 space-y-1 text-sm">
                {group.entries.map((line, index) => {
                  const lt = lineTone(line);
                  const isExternal = highlightsExternal && line.external;
                  return (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder.
                      key={index}
                      className={`flex gap-3 rounded px-1 ${lt ? LINE_CLASS[lt] : ''} ${line.error !== null ? 'text-red-800' : ''} ${isExternal ? 'bg-violet-50' : ''}`}
                      data-external={isExternal || undefined}
                    >
                      <span className="shrink-0 text-slate-600">{formatHistoryDateTime(line.timestamp)}</span>
                      <span className="break-words">
                        {isExternal ? (
                          <span className="mr-1 rounded bg-violet-200 px-1 text-xs">extern</span>
                        ) : null}
                        {linkParts(lineText(line), admin).map((part, partIndex) =>
                          'to' in part ? (
                            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text.
                            <Link key={partIndex} to={part.to as '/'} className="text-sky-800 underline">
                              {part.text}
                            </Link>
                          ) : (
                            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text.
                            <span key={partIndex}>{part.text}</span>
                          ),
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
      {groups.length < total ? (
        <button
          type="button"
          disabled={query.isFetching}
          className="focus-ring rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
          onClick={() => setAmount((current) => current + ACTIVITY_STEP)}
        >
          Meer activiteit
        </button>
      ) : null}
    </TitledSection>
  );
}
