import { Command as Cmdk } from 'cmdk';
import type { ReactNode } from 'react';
import { type Column, type ColumnCheck, columnMessages } from '../../commands/column';
import type { Command } from '../../commands/command';
import type { RecentEntity } from '../../commands/recent';
import type { IdentifierResult, Resolution } from '../../commands/resolve';
import type { FoundEntity } from '../../commands/resolve-entities';
import { shortcutKeys } from '../../commands/shortcuts';
import type { TicketItem } from '../../commands/ticket';
import { ENTITY_KIND_LABELS } from '../../domain/labels/entity-kinds';
import { IDENTIFIER_LABELS } from '../../domain/labels/identifiers';
import { paletteMessages } from './palette-messages';

export const itemValue = {
  ticket: (item: TicketItem) => `ticket:${item.entity.kind}:${item.entity.id}`,
  clearTicket: 'ticket-clear',
  column: 'column-open',
  found: (found: FoundEntity) => `found:${found.entity.kind}:${found.entity.id}`,
  suggestion: (suggestion: FoundEntity) => `suggest:${suggestion.entity.kind}:${suggestion.entity.id}`,
  recent: (recent: RecentEntity) => `recent:${recent.entity.kind}:${recent.entity.id}`,
  command: (command: Command) => `cmd:${command.id}`,
};

export const GROUP =
  'px-1 pb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-600 [&_[cmdk-group-heading]]:uppercase';
export const ITEM =
  'flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-sky-100 data-[selected=true]:text-sky-900 data-[selected=true]:outline-2 data-[selected=true]:outline-sky-600 data-[selected=true]:-outline-offset-2';
export const NOTE = 'px-3 py-1.5 text-sm';

function Keys({ shortcut }: { shortcut: string }) {
  return (
    <span aria-hidden="true" className="ml-auto shrink-0">
      <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-sans text-xs text-slate-600">
        {shortcutKeys(shortcut)
          .map((keys) => keys.join('+'))
          .join(' ')}
      </kbd>
    </span>
  );
}

type Activate = (value: string) => void;

/** One row that opens an entity: its kind (or what it is) in a narrow column, then its summary. */
function EntityItem(props: {
  value: string;
  lead: string;
  text: string;
  title?: string | undefined;
  after?: string | undefined;
  onActivate: Activate;
}) {
  const { value, lead, text, title, after, onActivate } = props;
  return (
    <Cmdk.Item value={value} onSelect={onActivate} className={ITEM}>
      <span className="w-24 shrink-0 text-xs font-medium text-slate-600">{lead}</span>
      <span className="truncate" title={title}>
        {text}
      </span>
      {after ? <span className="ml-auto shrink-0 text-xs text-slate-600">{after}</span> : null}
    </Cmdk.Item>
  );
}

function FoundItem({ found, onActivate }: { found: FoundEntity; onActivate: Activate }) {
  return (
    <EntityItem
      value={itemValue.found(found)}
      lead={ENTITY_KIND_LABELS[found.entity.kind]}
      text={found.summary}
      title={found.codes}
      onActivate={onActivate}
    />
  );
}

function ResultRows({ result, onActivate }: { result: IdentifierResult; onActivate: Activate }) {
  return (
    <>
      {result.found.map((found) => (
        <FoundItem key={itemValue.found(found)} found={found} onActivate={onActivate} />
      ))}
      {result.message ? (
        <p className={`${NOTE} ${result.state === 'unavailable' ? 'text-amber-800' : 'text-slate-700'}`}>
          {result.message}
        </p>
      ) : null}
      {result.suggestions.map((suggestion) => (
        <EntityItem
          key={itemValue.suggestion(suggestion)}
          value={itemValue.suggestion(suggestion)}
          lead={paletteMessages.didYouMean}
          text={`${suggestion.summary}?`}
          title={suggestion.codes}
          after={suggestion.why}
          onActivate={onActivate}
        />
      ))}
      {result.warning ? (
        <p className={`${NOTE} text-amber-800`}>
          {IDENTIFIER_LABELS[result.candidate.kind]} {result.candidate.value}: {result.warning}
        </p>
      ) : null}
    </>
  );
}

/**
 * Notes without an option to choose (nothing found, lookups running, a column beyond the limit):
 * outside the listbox, which may only hold options and groups of options (axe's
 * aria-required-children); the live region says them too (palette-announcement.ts).
 */
export function PaletteNotes({ children }: { children: ReactNode }) {
  return <div className="border-b border-slate-100 px-1 py-2">{children}</div>;
}

/** The 'Gevonden' group: found entities first, then per identifier what was not found. */
export function FoundGroup(props: {
  resolution: Resolution | undefined;
  summary: string | null;
  isPending: boolean;
  onActivate: Activate;
}) {
  const { resolution, summary, isPending, onActivate } = props;
  if (!resolution && !isPending) return null;
  if (!hasFoundOptions(resolution)) {
    return (
      <PaletteNotes>
        {summary ? <p className={`${NOTE} font-medium text-slate-800`}>{summary}</p> : null}
        {isPending ? <p className={`${NOTE} text-slate-600`}>{paletteMessages.searching}</p> : null}
        {resolution?.results.map((result) => (
          <ResultRows
            key={`${result.index}:${result.candidate.kind}:${result.candidate.value}`}
            result={result}
            onActivate={onActivate}
          />
        ))}
      </PaletteNotes>
    );
  }
  const results = resolution?.results ?? [];
  // Found rows before not-found lines, so Enter and the arrows reach them first.
  const ordered = [
    ...results.filter((r) => r.state === 'found'),
    ...results.filter((r) => r.state !== 'found'),
  ];
  return (
    <Cmdk.Group heading="Gevonden" className={GROUP}>
      {summary ? <p className={`${NOTE} font-medium text-slate-800`}>{summary}</p> : null}
      {isPending ? <p className={`${NOTE} text-slate-600`}>{paletteMessages.searching}</p> : null}
      {ordered.map((result) => (
        <ResultRows
          key={`${result.index}:${result.candidate.kind}:${result.candidate.value}`}
          result={result}
          onActivate={onActivate}
        />
      ))}
    </Cmdk.Group>
  );
}

export function RecentGroup({
  recent,
  onActivate,
}: {
  recent: readonly RecentEntity[];
  onActivate: Activate;
}) {
  if (recent.length === 0) return null;
  return (
    <Cmdk.Group heading="Recent" className={GROUP}>
      {recent.map((item) => (
        <EntityItem
          key={itemValue.recent(item)}
          value={itemValue.recent(item)}
          lead={ENTITY_KIND_LABELS[item.entity.kind]}
          text={item.entity.label}
          onActivate={onActivate}
        />
      ))}
    </Cmdk.Group>
  );
}

export function CommandGroup(props: { heading: string; commands: readonly Command[]; onActivate: Activate }) {
  const { heading, commands, onActivate } = props;
  if (commands.length === 0) return null;
  return (
    <Cmdk.Group heading={heading} className={GROUP}>
      {commands.map((command) => (
        <Cmdk.Item key={command.id} value={itemValue.command(command)} onSelect={onActivate} className={ITEM}>
          <span className="truncate">{command.title}</span>
          {command.shortcut ? <Keys shortcut={command.shortcut} /> : null}
        </Cmdk.Item>
      ))}
    </Cmdk.Group>
  );
}

/** The last pasted ticket: its entities, each marked once opened, and a way to clear it. */
export function TicketGroup({ ticket, onActivate }: { ticket: readonly TicketItem[]; onActivate: Activate }) {
  if (ticket.length === 0) return null;
  return (
    <Cmdk.Group heading={paletteMessages.ticketHeading} className={GROUP}>
      {ticket.map((item) => (
        <EntityItem
          key={itemValue.ticket(item)}
          value={itemValue.ticket(item)}
          lead={ENTITY_KIND_LABELS[item.entity.kind]}
          text={item.summary}
          after={item.opened ? paletteMessages.ticketOpened : undefined}
          onActivate={onActivate}
        />
      ))}
      <Cmdk.Item value={itemValue.clearTicket} onSelect={onActivate} className={ITEM}>
        {paletteMessages.ticketClear}
      </Cmdk.Item>
    </Cmdk.Group>
  );
}

/** Whether the 'Gevonden' group has a row to choose: else it is notes, outside the listbox. */
export function hasFoundOptions(resolution: Resolution | undefined): boolean {
  return (resolution?.results ?? []).some((result) => result.found.length + result.suggestions.length > 0);
}

/** A pasted column: 'Open als lijst' (the list filtered to exactly those), and which were not found. */
export function ColumnGroup(props: { column: Column; check: ColumnCheck | undefined; onActivate: Activate }) {
  const { column, check, onActivate } = props;
  if (column.tooMany) {
    return (
      <PaletteNotes>
        <p className={`${NOTE} text-amber-800`}>{column.tooMany}</p>
      </PaletteNotes>
    );
  }
  return (
    <Cmdk.Group heading={paletteMessages.columnHeading} className={GROUP}>
      <Cmdk.Item value={itemValue.column} onSelect={onActivate} className={ITEM}>
        {columnMessages.open(column)}
      </Cmdk.Item>
      <p className={`${NOTE} text-slate-700`}>
        {check ? columnMessages.checked(check) : paletteMessages.searching}
      </p>
    </Cmdk.Group>
  );
}
