/**
 * A lookup dropdown for choosing one entity from a list call (spec 000 §9): nothing is asked
 * below 2 characters; at 2 the first page (range 0-24, sorted ascending) is narrowed in the
 * browser; from 3 the text is sent as the search query. Typing is debounced 300 ms and a newer
 * request aborts the older one. See docs/decisions/010-kit-lookup.md.
 *
 * Usage:
 *   const api = useApi();
 *   <LookupSelect
 *     label="Uitgever"
 *     value={publisher}                       // LookupOption | null
 *     onChange={setPublisher}
 *     fetchOptions={(query, signal) =>
 *       api.getList('organisations', OrganisationSchema, {
 *         range: LOOKUP_RANGE, sort: 'ASC-name', params: { type: 'Uitgever', q: query }, signal,
 *       }).then((page) => page.items.map((o) => ({ id: o.id, label: o.name, description: o.brin })))}
 *   />
 */
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
} from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { listMessages } from '../../domain/messages';
import { ApiError } from '../api/api-error';
import type { ItemRange } from '../api/list';
import { RequiredMarker } from './form/field-frame';
import { InlineError } from './inline-error';

/** Spec 000 §9: the dropdown needs 2 characters before it shows anything. */
export const LOOKUP_MIN_INPUT = 2;
/** Spec 000 §9: the text is sent as the search query from 3 characters. */
export const LOOKUP_MIN_QUERY = 3;
export const LOOKUP_DEBOUNCE_MS = 300;
/** Spec 000 §9: the lookup asks for items 0-24. */
export const LOOKUP_RANGE: ItemRange = { start: 0, end: 24 };

export const LOOKUP_TYPE_MORE = (min: number) => `Typ minimaal ${min} tekens`;
export const LOOKUP_LOADING = 'Zoeken...';
export const LOOKUP_FAILED = (message: string) => `Zoeken mislukt: ${message}`;

export type LookupOption = { id: number | string; label: string; description?: string | null };

export type LookupSelectProps = {
  label: string;
  value: LookupOption | null;
  onChange: (value: LookupOption | null) => void;
  /** The list call: `query` is '' for the unfiltered first page, else the text to search. */
  fetchOptions: (query: string, signal: AbortSignal) => Promise<LookupOption[]>;
  name?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
};

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; options: LookupOption[] }
  | { state: 'failed'; message: string };

/** What is sent for the typed text: null (nothing), '' (first page) or the trimmed text. */
export function lookupQuery(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length < LOOKUP_MIN_INPUT) return null;
  return trimmed.length < LOOKUP_MIN_QUERY ? '' : trimmed;
}

/** At 2 characters the unfiltered page is narrowed here, so the list matches what was typed. */
function narrow(options: LookupOption[], text: string): LookupOption[] {
  const trimmed = text.trim().toLowerCase();
  if (trimmed.length >= LOOKUP_MIN_QUERY) return options;
  return options.filter((option) =>
    `${option.label} ${option.description ?? ''}`.toLowerCase().includes(trimmed),
  );
}

export function LookupSelect({
  label,
  value,
  onChange,
  fetchOptions,
  name,
  placeholder,
  required,
  disabled,
  error,
}: LookupSelectProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const fetchRef = useRef(fetchOptions);
  fetchRef.current = fetchOptions;

  const query = lookupQuery(text);
  useEffect(() => {
    if (query === null) {
      setLookup({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLookup({ state: 'loading' });
    const timer = setTimeout(() => {
      fetchRef.current(query, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setLookup({ state: 'done', options });
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          const message =
            failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure);
          setLookup({ state: 'failed', message });
        },
      );
    }, LOOKUP_DEBOUNCE_MS);
    // A new text (or unmount) cancels the wait and aborts a request still on its way.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const options = lookup.state === 'done' ? narrow(lookup.options, text) : [];

  // Headless UI's input sets aria-describedby itself, from the Descriptions of its Field, and
  // drops one passed as a prop: so the error is a Description, and read with the field.
  return (
    <Field className="flex flex-col gap-1">
      <Combobox
        value={value}
        onChange={(next: LookupOption | null) => {
          onChange(next);
          setText('');
        }}
        by="id"
        disabled={disabled ?? false}
        name={name}
        onClose={() => setText('')}
        immediate={false}
      >
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
        <div className="relative">
          <ComboboxInput
            id={id}
            autoComplete="off"
            placeholder={placeholder}
            displayValue={(option: LookupOption | null) => option?.label ?? ''}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-required={required ? true : undefined}
            className={`focus-ring w-full rounded border bg-white px-2.5 py-1.5 pr-8 text-sm disabled:bg-slate-100 ${
              error ? 'border-red-700' : 'border-slate-400'
            }`}
          />
          <ComboboxButton
            aria-label={`${label} openen`}
            className="absolute inset-y-0 right-0 px-2 text-slate-600"
          >
            <ChevronDown className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-72 w-(--input-width) overflow-auto rounded border border-slate-300 bg-white py-1 text-sm shadow-lg empty:invisible"
        >
          {lookup.state === 'idle' ? (
            <div className="px-3 py-2 text-slate-600">{LOOKUP_TYPE_MORE(LOOKUP_MIN_INPUT)}</div>
          ) : null}
          {lookup.state === 'loading' ? (
            <div role="status" className="px-3 py-2 text-slate-600">
              {LOOKUP_LOADING}
            </div>
          ) : null}
          <InlineError
            message={lookup.state === 'failed' && LOOKUP_FAILED(lookup.message)}
            className="px-3 py-2"
          />
          {lookup.state === 'done' && options.length === 0 ? (
            <div className="px-3 py-2 text-slate-600">{listMessages.noResults}</div>
          ) : null}
          {options.map((option) => (
            <ComboboxOption
              key={option.id}
              value={option}
              className="cursor-pointer px-3 py-1.5 data-focus:bg-sky-100 data-selected:font-semibold"
            >
              <span className="block">{option.label}</span>
              {option.description ? (
                <span className="block text-xs text-slate-600">{option.description}</span>
              ) : null}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {error ? (
        <Description as="p" className="text-xs font-medium text-red-700">
          {error}
        </Description>
      ) : null}
    </Field>
  );
}
