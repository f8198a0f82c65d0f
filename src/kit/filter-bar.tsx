/**
 * The filter form above a list, built from `defineListFilters` (src/kit/list-filters.ts). The
 * search runs on 'Zoeken' or Enter (spec 000 §2); 'Wissen' empties every filter and searches.
 * Text inputs take at most 200 characters, pasted text is trimmed, and a field shorter than its
 * minimum says 'Minimaal n tekens' and is not sent.
 *
 * Usage:
 *   const search = route.useSearch();
 *   <FilterBar
 *     key={JSON.stringify(accountFilters.pick(search))}   // a new URL restarts the form
 *     label="Gebruikers zoeken"
 *     filters={accountFilters}
 *     value={accountFilters.pick(search)}
 *     hidden={canSeeSchoolYear ? [] : ['schoolYear']}
 *     onSearch={(filter) => navigate({ search: { ...filter, sort: search.sort } })}
 *   />
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { listMessages } from '../../domain/messages';
import { SEARCH_INPUT_MAX } from '../../domain/schemas/account';
import { MultiSelect } from './form/choice-fields';
import { LabelledField } from './labelled-field';
import type { FilterDef, FilterDraft, FilterValues, ListFilters } from './list-filters';
import { TextFilter } from './text-filter';

export const CLEAR_LABEL = 'Wissen';

type FilterBarProps<D extends FilterDef> = {
  /** The form's accessible name, e.g. 'Gebruikers zoeken'. */
  label: string;
  /** The list's one declaration (src/kit/list-filters.ts): the bar reads its fields. */
  filters: Pick<ListFilters<D>, 'defs' | 'draftOf' | 'filterOf' | 'problemsOf'>;
  /** The filter in the URL (`filters.pick(search)`); the form starts from it. */
  value: object;
  onSearch: (filter: FilterValues<D>) => void;
  /** Keys not shown and not sent (a filter that needs a right the administrator lacks). */
  hidden?: readonly string[];
  /** Extra controls after the buttons (an export button, say). */
  children?: ReactNode;
};

const controlClass = 'focus-ring rounded border bg-white px-2.5 py-1.5 text-sm';

function DateInput({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <LabelledField id={id} label={label}>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        placeholder="dd-mm-jjjj"
        value={value}
        maxLength={10}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className={`${controlClass} ${problem ? 'border-red-700' : 'border-slate-400'}`}
      />
      {problem ? (
        <p id={`${id}-problem`} className="text-xs font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </LabelledField>
  );
}

export function FilterBar<D extends FilterDef>({
  label,
  filters,
  value,
  onSearch,
  hidden = [],
  children,
}: FilterBarProps<D>) {
  const [draft, setDraft] = useState<FilterDraft>(() => filters.draftOf(value));
  const [isTried, setTried] = useState(false);
  const selectId = useId();
  const set = (key: string, next: FilterDraft[string]) =>
    setDraft((current) => ({ ...current, [key]: next }));
  const visibleDraft = Object.fromEntries(Object.entries(draft).filter(([key]) => !hidden.includes(key)));
  const problems = isTried ? filters.problemsOf(visibleDraft) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(filters.problemsOf(visibleDraft)).length > 0) return;
    onSearch(filters.filterOf(visibleDraft));
  };
  const clear = () => {
    setDraft(filters.draftOf({}));
    setTried(false);
    onSearch({} as FilterValues<D>);
  };

  return (
    <form
      aria-label={label}
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-x-4 gap-y-3 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {filters.defs
        .filter((def) => !hidden.includes(def.key))
        .map((def) => {
          switch (def.kind) {
            case 'text':
              return (
                <TextFilter
                  key={def.key}
                  name={def.key}
                  label={def.label}
                  value={String(draft[def.key] ?? '')}
                  minLength={def.minLength}
                  onChange={(text) => set(def.key, text.slice(0, SEARCH_INPUT_MAX))}
                />
              );
            case 'select':
              return (
                <LabelledField key={def.key} id={`${selectId}-${def.key}`} label={def.label}>
                  <select
                    id={`${selectId}-${def.key}`}
                    name={def.key}
                    value={String(draft[def.key] ?? '')}
                    onChange={(event) => set(def.key, event.target.value)}
                    className={`${controlClass} border-slate-400`}
                  >
                    <option value="">{def.allLabel}</option>
                    {def.options.map((option) => (
                      <option key={option.value} value={option.value} title={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </LabelledField>
              );
            case 'multiSelect':
              return (
                <MultiSelect
                  key={def.key}
                  variant="listbox"
                  name={def.key}
                  label={def.label}
                  options={def.options}
                  value={(draft[def.key] as string[] | undefined) ?? []}
                  onChange={(next) => set(def.key, next)}
                />
              );
            case 'dateRange':
              return (
                <fieldset key={def.key} className="col-span-1 flex gap-2 sm:col-span-2">
                  <legend className="sr-only">{def.label}</legend>
                  <DateInput
                    label={`${def.label} vanaf`}
                    value={String(draft[def.key] ?? '')}
                    problem={problems[def.key]}
                    onChange={(text) => set(def.key, text)}
                  />
                  <DateInput
                    label={`${def.label} tot en met`}
                    value={String(draft[def.toKey] ?? '')}
                    problem={problems[def.toKey]}
                    onChange={(text) => set(def.toKey, text)}
                  />
                </fieldset>
              );
            case 'checkbox':
              return (
                <label key={def.key} className="flex items-end gap-2 pb-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name={def.key}
                    checked={draft[def.key] === true}
                    onChange={(event) => set(def.key, event.target.checked)}
                    className="focus-ring size-4 accent-sky-700"
                  />
                  {def.label}
                </label>
              );
            default:
              return null;
          }
        })}
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="submit"
          className="focus-ring rounded bg-sky-700 px-5 py-2 text-sm font-semibold text-white hover:bg-sky-800"
        >
          {listMessages.search}
        </button>
        <button
          type="button"
          onClick={clear}
          className="focus-ring rounded border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {CLEAR_LABEL}
        </button>
        {children}
      </div>
    </form>
  );
}
