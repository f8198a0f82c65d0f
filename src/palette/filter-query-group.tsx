import { useQuery } from '@tanstack/react-query';
import { Command as Cmdk } from 'cmdk';
import { useEffect, useMemo, useState } from 'react';
import type { Lookup } from '../../commands/resolve';
import type { RouteLink } from '../../commands/route-link';
import type { AdminPrincipal } from '../../domain/rights';
import { resourceKeys } from '../api/query-keys';
import {
  type Completion,
  type FilterQuery,
  type FilterTerm,
  parseFilterQuery,
  replaceToken,
  searchOf,
  written,
} from './filter-query';
import { matchEntity } from './filter-query-entities';
import { filterListsFor } from './filter-query-lists';
import { filterQueryMessages as msg } from './filter-query-messages';
import { GROUP, ITEM, NOTE } from './palette-results';

/** Entity names typed in a filter query wait this long for the next key before they are looked up. */
const ENTITY_DEBOUNCE_MS = 150;
const entityKeys = resourceKeys('palette-filter-entity');

type EntityTerm = Extract<FilterTerm, { text: string }>;

type Props = {
  query: string;
  admin: AdminPrincipal;
  lookup: Lookup;
  /** Puts a completion into the palette's input. */
  onComplete: (text: string) => void;
  onOpen: (link: RouteLink) => void;
  /** Whether the input is a filter query: the palette then does not read it as identifiers. */
  onRecognised: (isFilterQuery: boolean) => void;
};

/**
 * The entity filters' lookups, once the text settled: one query for all of them (its key the names),
 * so a name typed on aborts the calls for the one before.
 */
function useEntityMatches(parsed: FilterQuery | null, admin: AdminPrincipal, lookup: Lookup) {
  const terms = (parsed?.terms ?? []).filter((term): term is EntityTerm => 'text' in term);
  const wanted = terms.map((term) => `${term.field.entity}:${term.text}`);
  const key = wanted.join('|');
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), ENTITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const matches = useQuery({
    queryKey: entityKeys.list({ admin: admin.id, names: wanted }),
    queryFn: ({ signal }) =>
      Promise.all(terms.map((term) => matchEntity(lookup, term.field.entity, term.text, signal))),
    enabled: terms.length > 0 && settled === key,
    staleTime: 30_000,
    retry: false,
  });
  return terms.map((term, i) => ({ term, match: matches.data?.[i] }));
}

/** The palette's 'Lijst met filters' group: completions, what is wrong, and the list to open. */
export default function FilterQueryGroup(props: Props) {
  const { query, admin, lookup, onComplete, onOpen, onRecognised } = props;
  const lists = useMemo(() => filterListsFor(admin), [admin]);
  const parsed = useMemo(() => parseFilterQuery(query, lists), [query, lists]);
  const isFilterQuery = parsed !== null;
  useEffect(() => onRecognised(isFilterQuery), [isFilterQuery, onRecognised]);
  useEffect(() => () => onRecognised(false), [onRecognised]);
  const entities = useEntityMatches(parsed, admin, lookup);
  if (!parsed) return null;

  const ids: Record<string, number | undefined> = {};
  const notes: string[] = [];
  const choices: Completion[] = [];
  for (const { term, match } of entities) {
    const name = term.field.names[0]!;
    if (match?.kind === 'one') ids[term.field.key] = match.option.id;
    else if (!match) notes.push(msg.looking(name, term.text));
    else if (match.kind === 'choose') {
      notes.push(msg.choose(name, term.text));
      for (const option of match.options) {
        choices.push({
          text: `${replaceToken(query, term.token, `${name}:${written(option.label)}`)} `,
          label: option.label,
          detail: option.description ?? undefined,
        });
      }
    } else if (match.kind === 'tooShort') notes.push(msg.tooShort(name, 3));
    else notes.push(msg.noneFound(name, term.text));
  }
  const search = parsed.problems.length === 0 && parsed.terms.length > 0 ? searchOf(parsed, ids) : undefined;
  const link = search ? parsed.list.link(search) : undefined;
  const completions = [...choices, ...parsed.completions];
  const shown = parsed.terms
    .map((term) => {
      const label = term.field.names[0];
      if ('shown' in term) return `${label}: ${term.shown}`;
      const match = entities.find((entity) => entity.term === term)?.match;
      return `${label}: ${match?.kind === 'one' ? match.option.label : term.text}`;
    })
    .join(' · ');
  const openItem = link ? (
    <Cmdk.Item key="open" value="filter:open" onSelect={() => onOpen(link)} className={ITEM}>
      {msg.open(parsed.list.title, shown)}
    </Cmdk.Item>
  ) : null;
  const completionItems = completions.map((completion) => (
    <Cmdk.Item
      key={completion.text}
      value={`filter:complete:${completion.text}`}
      onSelect={() => onComplete(completion.text)}
      className={ITEM}
    >
      <span className="font-mono text-sm">{completion.label}</span>
      {completion.detail ? <span className="ml-auto text-xs text-slate-600">{completion.detail}</span> : null}
    </Cmdk.Item>
  ));
  // While a word is typed, Enter completes it; once it is whole, Enter opens the list.
  const isTyping = parsed.typing !== null && completions.length > 0;
  return (
    <Cmdk.Group heading={`${msg.heading}: ${parsed.list.title}`} className={GROUP}>
      {isTyping ? completionItems : openItem}
      {[...parsed.problems, ...notes].map((text) => (
        <p key={text} className={`${NOTE} text-amber-800`}>
          {text}
        </p>
      ))}
      {isTyping ? openItem : completionItems}
      <p className={`${NOTE} text-xs text-slate-600`}>{msg.hint}</p>
      <p aria-live="polite" className="sr-only">
        {[...parsed.problems, ...notes, msg.announce(completions.length, link !== undefined)].join(' ')}
      </p>
    </Cmdk.Group>
  );
}
