import { type ClipboardEvent, useId } from 'react';
import { SEARCH_INPUT_MAX } from '../../domain/schemas/account';
import { LabelledField } from './labelled-field';

type TextFilterProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shorter values are not sent (spec 000 §5); the field says so. */
  minLength?: number;
};

/** Puts the pasted text, trimmed, where the selection was (spec 000 §2: pasted filter text is trimmed). */
function pasteTrimmed(event: ClipboardEvent<HTMLInputElement>, onChange: (value: string) => void) {
  const input = event.currentTarget;
  const pasted = event.clipboardData.getData('text');
  const trimmed = pasted.trim();
  if (trimmed === pasted) return;
  event.preventDefault();
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  onChange(`${input.value.slice(0, start)}${trimmed}${input.value.slice(end)}`.slice(0, SEARCH_INPUT_MAX));
}

/** A labelled list-filter input: at most 200 characters, trimmed paste, a hint while too short. */
export function TextFilter({ name, label, value, onChange, minLength = 1 }: TextFilterProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const tooShort = value.trim().length > 0 && value.trim().length < minLength;
  return (
    <LabelledField id={id} label={label}>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        maxLength={SEARCH_INPUT_MAX}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onPaste={(event) => pasteTrimmed(event, onChange)}
        aria-describedby={minLength > 1 ? hintId : undefined}
        className="focus-ring rounded border border-slate-400 bg-white px-2.5 py-1.5 text-sm"
      />
      {minLength > 1 ? (
        <p id={hintId} className={`text-xs ${tooShort ? 'text-amber-800' : 'text-slate-600'}`}>
          Minimaal {minLength} tekens
        </p>
      ) : null}
    </LabelledField>
  );
}
