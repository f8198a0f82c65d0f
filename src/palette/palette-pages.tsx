import { Command as Cmdk } from 'cmdk';
import type { Command, EntityRef } from '../../commands/command';
import { InlineError } from '../kit/inline-error';
import { paletteMessages } from './palette-messages';
import { ITEM } from './palette-results';

/** A nested page of the palette: one per argument of an action, or a confirmation. */
export type Page =
  | {
      kind: 'argument';
      command: Command;
      entity: EntityRef | undefined;
      index: number;
      values: Record<string, string>;
      input: string;
      error: string | null;
    }
  | { kind: 'confirm'; text: string; resolve: (isConfirmed: boolean) => void };

/** The page of one argument: which command, what to type, what was wrong. */
export function ArgumentPage({ page }: { page: Extract<Page, { kind: 'argument' }> }) {
  const target = page.command.target;
  const argument = target.kind === 'action' ? target.args?.[page.index] : undefined;
  const total = target.kind === 'action' ? (target.args?.length ?? 0) : 0;
  return (
    <div className="px-4 py-3 text-sm">
      <p className="font-medium text-slate-900">
        {page.command.title}
        {page.entity ? ` · ${page.entity.label}` : ''}
      </p>
      <p className="mt-1 text-slate-700">
        {argument?.label}
        {total > 1 ? ` (${page.index + 1}/${total})` : ''}
      </p>
      <InlineError message={page.error} className="mt-1" />
      <p className="mt-2 text-xs text-slate-600">{paletteMessages.argumentHint}</p>
    </div>
  );
}

/** 'Weet je het zeker?' with the command's own text, and a yes and a no. */
export function ConfirmPage(props: {
  page: Extract<Page, { kind: 'confirm' }>;
  onAnswer: (isConfirmed: boolean) => void;
}) {
  const { page, onAnswer } = props;
  return (
    <Cmdk.Group
      heading={paletteMessages.confirmTitle}
      className="px-1 pb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-900"
    >
      <p className="px-3 pb-2 text-sm text-slate-700">{page.text}</p>
      <Cmdk.Item value="confirm:yes" onSelect={() => onAnswer(true)} className={ITEM}>
        {paletteMessages.confirmYes}
      </Cmdk.Item>
      <Cmdk.Item value="confirm:no" onSelect={() => onAnswer(false)} className={ITEM}>
        {paletteMessages.confirmNo}
      </Cmdk.Item>
    </Cmdk.Group>
  );
}
