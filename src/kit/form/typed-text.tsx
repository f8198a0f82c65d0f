import { useEffect, useState } from 'react';
import { Field, type ValueFieldProps } from './field-frame';

/**
 * The text of a field that reads its value from what is typed (a number, lines, a Dutch date):
 * typing keeps the text as typed, even where it reads as the same value ('1,50' for 1.5); a value
 * set from outside (a reset, another field) replaces it with `textOf()`.
 *
 * `key` stands for the value (its string form), `isTextOf(text)` says whether the text already
 * reads as that value.
 */
export function useTypedText(key: string, textOf: () => string, isTextOf: (text: string) => boolean) {
  const [text, setText] = useState(textOf);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the value by value.
  useEffect(() => {
    setText((current) => (isTextOf(current) ? current : textOf()));
  }, [key]);
  return [text, setText] as const;
}

/**
 * How a field types its value (a number, a Dutch date): the text a value shows as, and the value
 * that typed text stands for, passed on as typed so the form's schema decides what is wrong.
 */
export type Notation<V, Changed> = {
  textOf: (value: V | null | undefined) => string;
  valueOfText: (text: string) => Changed;
  /** Whether typed text already reads as the value, so it stays as typed ('1,50' for 1.5). */
  reads: (text: string, value: V | null | undefined) => boolean;
  inputMode: 'decimal' | 'numeric';
  placeholder?: string;
  /** What the field says once the user leaves text that reads as no value (a date: 'Ongeldige datum'). */
  invalidOnLeave?: (text: string) => string | undefined;
};

type TypedTextFieldProps<V, Changed> = ValueFieldProps<V, Changed> & {
  notation: Notation<V, Changed>;
  placeholder?: string;
};

/** A value typed as text in its notation (no browser spinner or date picker that swallows letters). */
export function TypedTextField<V, Changed>({
  value,
  onChange,
  notation,
  placeholder = notation.placeholder,
  ...base
}: TypedTextFieldProps<V, Changed>) {
  const [text, setText] = useTypedText(
    String(value),
    () => notation.textOf(value),
    (typed) => notation.reads(typed, value),
  );
  const [isLeft, setLeft] = useState(false);
  const error = base.error ?? (isLeft ? notation.invalidOnLeave?.(text) : undefined);
  return (
    <Field {...base} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={notation.inputMode}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            setLeft(false);
            onChange(notation.valueOfText(typed));
          }}
          onBlur={() => setLeft(true)}
        />
      )}
    </Field>
  );
}
