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
import { filterListsFor, type OpenableList } from './filter-query-lists';
import { filterQueryMessages as msg } from './filter-query-messages';
import { GROUP, ITEM, NOTE } from './palette-results';

/** Entity names typed in a filter query wait this long for the next key before they are looked up. */
const ENTITY_DEBOUNCE_MS = 150;
const entityKeys = resourceKeys('palette-filter-entity');

type EntityTerm = Extract<FilterTerm, { text: string }>;

export type FilterActivation = (value: string, newTab: boolean) => boolean;

type Props = {
  query: string;
  admin: AdminPrincipal;
  fullNames: boolean;
  lookup: Lookup;
  /** Selects an item of the group (its first, when that changes): it loads after the others. */
  onSelect: (value: string) => void;
  /** Puts a completion into the palette's input. */
  onComplete: (text: string) => void;
  /** Opens the list (in a new tab on Ctrl+Enter, as every item that leads somewhere). */
  onOpen: (link: RouteLink, newTab: boolean) => void;
  /**
   * Where the group puts its activation, for the palette's Ctrl+Enter (which cmdk's onSelect does
   * not carry): true when the value was one of the group's items.
   */
  activation: { current: FilterActivation | null };
  /**
   * What the palette's live region reads out for a filter query, or null when the input is none
   * (then the palette reads it as identifiers and commands).
   */
  onAnnounce: (text: string | null) => void;
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

type Matched = ReturnType<typeof useEntityMatches>;

/** What the group shows: the list to open (once every word is read), completions, notes. */
function viewOf(parsed: FilterQuery<OpenableList>, entities: Matched, query: string) {
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
        // A name several share is written by what tells them apart (an EAN, a BRIN), else the
        // choice would find them all again.
        const isShared = match.options.some((other) => other !== option && other.label === option.label);
        const value = isShared && option.description ? option.description : option.label;
        choices.push({
          text: `${replaceToken(query, term.token, `${name}:${written(value)}`).trimEnd()} `,
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
  const announcement = [...parsed.problems, ...notes, msg.announce(completions.length, link !== undefined)]
    .filter(Boolean)
    .join(' ');
  return { link, completions, notes: [...parsed.problems, ...notes], shown, announcement };
}

/** The palette's 'Lijst met filters' group: completions, what is wrong, and the list to open. */
export default function FilterQueryGroup(props: Props) {
  const { query, admin, fullNames, lookup, onSelect, onComplete, onOpen, onAnnounce, activation } = props;
  const lists = useMemo(() => filterListsFor(admin, fullNames), [admin, fullNames]);
  const parsed = useMemo(() => parseFilterQuery(query, lists), [query, lists]);
  const entities = useEntityMatches(parsed, admin, lookup);
  const view = parsed ? viewOf(parsed, entities, query) : null;
  const announcement = view?.announcement ?? null;
  useEffect(() => onAnnounce(announcement), [announcement, onAnnounce]);
  useEffect(() => () => onAnnounce(null), [onAnnounce]);
  // While a word is typed, Enter completes it; once it is whole, Enter opens the list.
  const isTyping = parsed?.typing != null && (view?.completions.length ?? 0) > 0;
  const first = isTyping
    ? `filter:complete:${view?.completions[0]?.text}`
    : view?.link
      ? 'filter:open'
      : null;
  useEffect(() => {
    if (first) onSelect(first);
  }, [first, onSelect]);
  // A completion leads nowhere, so Ctrl+Enter completes it as Enter does.
  const activate: FilterActivation = (value, newTab) => {
    if (value === 'filter:open' && view?.link) onOpen(view.link, newTab);
    else if (value.startsWith('filter:complete:')) onComplete(value.slice('filter:complete:'.length));
    else return false;
    return true;
  };
  useEffect(() => {
    activation.current = activate;
    return () => {
      activation.current = null;
    };
  });
  if (!parsed || !view) return null;
  const { link, completions, notes, shown } = view;

  const openItem = link ? (
    <Cmdk.Item
      key="open"
      value="filter:open"
      onSelect={() => activate('filter:open', false)}
      className={ITEM}
    >
      {msg.open(parsed.list.title, shown)}
    </Cmdk.Item>
  ) : null;
  const completionItems = completions.map((completion) => (
    <Cmdk.Item
      key={completion.text}
      value={`filter:complete:${completion.text}`}
      onSelect={() => activate(`filter:complete:${completion.text}`, false)}
      className={ITEM}
    >
      <span className="font-mono text-sm">{completion.label}</span>
      {completion.detail ? <span className="ml-auto text-xs text-slate-600">{completion.detail}</span> : null}
    </Cmdk.Item>
  ));
  return (
    <Cmdk.Group heading={`${msg.heading}: ${parsed.list.title}`} className={GROUP}>
      {isTyping ? completionItems : openItem}
      {notes.map((text) => (
        // A disabled option, not a paragraph: the list stays a listbox of options when nothing
        // else is offered (axe: aria-required-children), and arrows and Enter pass it by.
        <Cmdk.Item key={text} value={`filter:note:${text}`} disabled className={`${NOTE} text-amber-800`}>
          {text}
        </Cmdk.Item>
      ))}
      {isTyping ? openItem : completionItems}
      <p className={`${NOTE} text-xs text-slate-600`}>{msg.hint}</p>
    </Cmdk.Group>
  );
}
