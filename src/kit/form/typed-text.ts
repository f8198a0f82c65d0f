import { useEffect, useState } from 'react';

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
