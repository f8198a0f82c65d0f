import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { formatHistoryDateTime } from '../../../domain/dates';
import { logSearchMessages } from '../../../domain/messages';
import type { AdminPrincipal } from '../../../domain/rights';
import { LOG_SEARCH, normaliseMeldcodeInput } from '../../../domain/schemas/log-entry';
import { useLogEntries } from '../../api/log-entries';
import { groupTone, lineText } from '../../kit/activity-tone';
import { ListError } from '../../kit/inline-error';
import { AllowedLink } from '../../kit/route-link';
import { meldcodeOf } from './log-search-schema';

const route = getRouteApi('/home');

const TONE_CLASS = {
  success: 'border-l-emerald-600',
  error: 'border-l-red-600',
  pending: 'border-l-amber-500',
} as const;

/** 'More' while the number of results is a non-zero multiple of 10 (spec 001 §9). */
export function hasMore(count: number): boolean {
  return count > 0 && count % 10 === 0;
}

/** The code a text searches: normalised, once it is long enough; '' while it searches nothing. */
const searchedCode = (text: string) => {
  const code = normaliseMeldcodeInput(text);
  return code.length >= LOG_SEARCH.minLength ? code : '';
};

/**
 * The code the field searches (spec 001 §9): what typing leaves after 500 ms of quiet, so typing
 * costs one call; a code that arrives by URL (a paste, the palette, back or forward) at once.
 * `typed` marks the text a key wrote; any other text the field shows came by URL.
 */
function useSearchedCode(text: string) {
  const typed = useRef<string | null>(null);
  const [settled, setSettled] = useState(() => searchedCode(text));
  useEffect(() => {
    if (text !== typed.current) {
      // Arrived by URL: a code typed before it is no longer the field's, nor its pending search.
      typed.current = null;
      setSettled(searchedCode(text));
      return;
    }
    const timer = setTimeout(() => setSettled(searchedCode(text)), LOG_SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const code = text === typed.current ? settled : searchedCode(text);
  const typing = (next: string) => {
    typed.current = next;
  };
  return { code, typing };
}

/**
 * The home log search (spec 001 §2): log entry groups by meldcode, 20 first and 10 more per click.
 * The URL's `meldcode` is the field's one state (decision 618): typing writes it at once, as typed,
 * replacing the address rather than adding a history entry per key, so back, a reload and a pasted
 * /home?meldcode= show and search what the field held; only typing waits for 500 ms of quiet.
 */
export function LogSearch({ admin }: { admin: AdminPrincipal }) {
  const inputId = useId();
  // The location, not the match: a navigation's new search reaches the location at once and the
  // match a render later, which would set the field back once and move its caret to the end
  // (TanStack Router #6620). While a navigation away is pending, the match's search still holds.
  const matched = route.useSearch().meldcode ?? '';
  const text =
    useLocation({
      select: (location) => (location.pathname === route.id ? meldcodeOf(location.search) : null),
    }) ?? matched;
  const navigate = route.useNavigate();
  const { code, typing } = useSearchedCode(text);
  const write = (next: string) => {
    typing(next);
    void navigate({ search: (current) => ({ ...current, meldcode: next || undefined }), replace: true });
  };

  const isSearchable = code !== '';
  const [amount, setAmount] = useState<number>(LOG_SEARCH.firstPage);
  const query = useLogEntries(code, amount);
  const groups = isSearchable ? (query.data?.items ?? []) : [];

  // A new code starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new code.
  useEffect(() => setAmount(LOG_SEARCH.firstPage), [code]);

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        Logregels zoeken
      </h2>
      <div className="max-w-md space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {logSearchMessages.label}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={20}
          autoComplete="off"
          placeholder={logSearchMessages.placeholder}
          onChange={(event) => write(event.target.value)}
          className="focus-ring w-full rounded border border-slate-300 px-3 py-2 font-mono uppercase"
        />
        {text.trim() !== '' && normaliseMeldcodeInput(text).length < LOG_SEARCH.minLength ? (
          <p className="text-sm text-slate-600">{logSearchMessages.minLength}</p>
        ) : null}
      </div>
      <ListError error={isSearchable ? query.error : null} />
      {isSearchable && query.isSuccess && groups.length === 0 ? <p>{logSearchMessages.noResults}</p> : null}
      {groups.length > 0 ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {groups.length} van {query.data?.total ?? groups.length} meldingen
        </p>
      ) : null}
      <ol className="space-y-3" aria-label="Logregels">
        {groups.map((group) => (
          <li
            key={group.id}
            className={`rounded border border-slate-200 border-l-4 bg-white p-3 ${TONE_CLASS[groupTone(group)]}`}
          >
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <span className="font-mono font-semibold">{group.meldcode}</span>
              <span className="text-sm text-slate-600">{formatHistoryDateTime(group.timestamp)}</span>
              {group.accounts.map((accountId) => (
                <span key={accountId} className="text-sm">
                  <AllowedLink
                    href={`/accounts/${accountId}/extended-view`}
                    className="text-sky-800 underline"
                  >
                    account: {accountId}
                  </AllowedLink>
                </span>
              ))}
            </div>
            <ul className="mt-2 space-y-1 text-sm">
              {group.entries.map((line) => (
                <li
                  key={line.id}
                  className={`flex gap-3 ${line.error ? 'text-red-800' : ''} ${line.external && admin.uitgeverId === null ? 'bg-sky-50' : ''}`}
                >
                  <span className="shrink-0 text-slate-500">{formatHistoryDateTime(line.timestamp)}</span>
                  <span>{lineText(line)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {hasMore(groups.length) ? (
        <button
          type="button"
          disabled={query.isFetching}
          onClick={() => setAmount((current) => current + LOG_SEARCH.more)}
          className="focus-ring rounded border border-sky-700 px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
        >
          {logSearchMessages.more}
        </button>
      ) : null}
    </section>
  );
}
