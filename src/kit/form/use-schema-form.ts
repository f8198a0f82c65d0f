/**
 * The form kit's state: values, Dutch field errors from the valibot schema that also validates
 * the API body, a submit that cannot run twice, and the server's 400/412 answers on the form.
 *
 * Usage:
 *   const form = useSchemaForm({
 *     schema: AccountBodySchema,                // domain/schemas/*.ts
 *     initial: { email: account.email ?? '', attributes: { ... } },
 *     onSubmit: useSaveAccount().mutateAsync,   // a write hook (src/api, useWrite): its toasts; throws ApiError on failure
 *     onSuccess: (saved) => navigate({ to: '/accounts/$id/extended-view', params: { id: saved.id } }),
 *   });
 *   <SchemaForm form={form} cancelTo="/accounts">
 *     <TextField label="E-mail" required maxLength={255} {...form.bind('email')} />
 *     <FormActions />
 *   </SchemaForm>
 */
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { ApiError, STALE_MESSAGE, UNKNOWN_FAILURE } from '../../api/api-error';
import { type FieldPath, getAt, isUnder, type PathValue, setAt } from './paths';

export { STALE_MESSAGE, UNKNOWN_FAILURE };

export type FieldErrors = Readonly<Record<string, string>>;

type AnySchema = v.GenericSchema;
type Values<S extends AnySchema> = v.InferInput<S>;

export type SchemaFormOptions<S extends AnySchema, R = unknown> = {
  schema: S;
  initial: Values<S>;
  /** Saves the schema's output; throw (an ApiError) to fail. */
  onSubmit: (output: v.InferOutput<S>) => Promise<R> | R;
  /** After a save: the form is clean again, so navigating away is not blocked. */
  onSuccess?: (result: R) => void;
  /** After a submit the schema refused (nothing was sent), with every field error. */
  onInvalid?: (errors: FieldErrors) => void;
  /** After a failed save, once the errors are on the form. */
  onError?: (error: unknown) => void;
  /** 'submit' (default): errors show after the first submit, then follow every change. 'change': from the first edit. */
  validateOn?: 'submit' | 'change';
  /**
   * Fetches the stored item again (`useReloadItem(itemOptions.queryKey)`): a form that sends
   * `updatedAt` passes it, so a 412 offers 'Opnieuw laden' and the form restarts from what is stored.
   */
  reload?: (() => Promise<unknown>) | undefined;
};

/** Props a field component takes, from `form.bind(path)`. */
export type BoundField<T> = {
  name: string;
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
  disabled: boolean;
};

export type SchemaForm<S extends AnySchema = AnySchema> = {
  values: Values<S>;
  /** Visible field errors by dot path: schema errors (per validateOn) and the server's 400. */
  errors: FieldErrors;
  /** A message for the whole form: the 412 text, or a failure that names no field. */
  formError: string | null;
  /** The last save got 412: someone else changed the item since it was loaded. */
  isStale: boolean;
  /** After a 412: fetches the stored item and restarts the form from it; absent when the form has no `reload`. */
  reload: (() => Promise<void>) | undefined;
  isDirty: boolean;
  isPending: boolean;
  setField: <P extends FieldPath<Values<S>>>(path: P, value: PathValue<Values<S>, P>) => void;
  setValues: (update: (current: Values<S>) => Values<S>) => void;
  /** The error of a field or of anything under it ('lines' shows the error of 'lines.2'). */
  errorOf: (path: string) => string | undefined;
  bind: <P extends FieldPath<Values<S>>>(path: P) => BoundField<PathValue<Values<S>, P>>;
  /** Validates and saves; resolves false when invalid, pending or failed. */
  submit: () => Promise<boolean>;
  handleSubmit: (event?: FormEvent) => void;
  /** Starts over from new values (a reload after a 412); the form is clean. */
  reset: (values?: Values<S>) => void;
  /** True while submitting or right after a save: the unsaved-changes guard stands aside. */
  isLeavingAllowed: () => boolean;
  /** Work a field still does for its value (a file being read): a submit waits for it first. */
  settleFirst: (work: Promise<unknown>) => void;
};

/** Field errors by dot path from valibot issues: the first message per path wins. */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}

function firstUnder(errors: FieldErrors, path: string): string | undefined {
  if (errors[path] !== undefined) return errors[path];
  const key = Object.keys(errors).find((candidate) => isUnder(candidate, path));
  return key === undefined ? undefined : errors[key];
}

/** The form kit's hook: see the usage at the top of this file. */
export function useSchemaForm<S extends AnySchema, R = unknown>(
  options: SchemaFormOptions<S, R>,
): SchemaForm<S> {
  const { schema, validateOn = 'submit' } = options;
  const [values, setValuesState] = useState<Values<S>>(options.initial);
  const [baseline, setBaseline] = useState<Values<S>>(options.initial);
  const [schemaErrors, setSchemaErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isStale, setStale] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [isPending, setPending] = useState(false);
  // Refs, not state: a second Enter or click in the same tick must already see the first.
  const pendingRef = useRef(false);
  const leavingRef = useRef(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const validate = useCallback(
    (next: Values<S>) => {
      const result = v.safeParse(schema, next);
      const errors = result.success ? {} : issuesToErrors(result.issues);
      setSchemaErrors(errors);
      return result;
    },
    [schema],
  );

  const change = useCallback(
    (next: Values<S>, paths: readonly string[]) => {
      valuesRef.current = next;
      setValuesState(next);
      leavingRef.current = false;
      if (paths.length > 0) {
        setServerErrors((current) => {
          const kept = Object.entries(current).filter(([key]) => !paths.some((path) => isUnder(key, path)));
          return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
        });
        setTouched((current) => new Set([...current, ...paths]));
      }
      if (validateOn === 'change' || hasSubmitted) validate(next);
    },
    [validate, validateOn, hasSubmitted],
  );

  const setField = useCallback(
    (path: string, value: unknown) => change(setAt(valuesRef.current, path, value), [path]),
    [change],
  ) as SchemaForm<S>['setField'];

  const setValues = useCallback(
    (update: (current: Values<S>) => Values<S>) => change(update(valuesRef.current), []),
    [change],
  );

  const errors = useMemo(() => {
    const visible: Record<string, string> = {};
    for (const [path, message] of Object.entries(schemaErrors)) {
      const isShown = hasSubmitted || [...touched].some((field) => isUnder(path, field));
      if (isShown) visible[path] = message;
    }
    return { ...visible, ...serverErrors };
  }, [schemaErrors, serverErrors, touched, hasSubmitted]);

  const isDirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);

  /**
   * Puts a failure on the form. Its toast is the write hook's (src/api, useWrite), which also words
   * the error when the spec gives the failure its own text.
   */
  const fail = useCallback((error: unknown, hasFieldErrors: boolean) => {
    if (error instanceof ApiError && error.status === 412) {
      setStale(true);
      setFormError(STALE_MESSAGE);
      return;
    }
    const message = error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE;
    setFormError(hasFieldErrors ? null : message);
  }, []);

  const fieldWork = useRef(new Set<Promise<unknown>>());
  const settleFirst = useCallback((work: Promise<unknown>) => {
    fieldWork.current.add(work);
    const done = () => fieldWork.current.delete(work);
    work.then(done, done);
  }, []);

  const submit = useCallback(async (): Promise<boolean> => {
    if (pendingRef.current) return false;
    // A file chosen just before Enter is still being read: save what was chosen, not what was before.
    if (fieldWork.current.size > 0) await Promise.allSettled([...fieldWork.current]);
    setHasSubmitted(true);
    const submitted = valuesRef.current;
    const result = validate(submitted);
    if (!result.success) {
      optionsRef.current.onInvalid?.(issuesToErrors(result.issues));
      return false;
    }
    pendingRef.current = true;
    leavingRef.current = true;
    setPending(true);
    setFormError(null);
    setStale(false);
    setServerErrors({});
    const { onSubmit, onSuccess, onError } = optionsRef.current;
    try {
      const saved = await onSubmit(result.output);
      setBaseline(submitted);
      onSuccess?.(saved);
      return true;
    } catch (error) {
      leavingRef.current = false;
      const fieldErrors =
        error instanceof ApiError && error.status === 400
          ? Object.fromEntries(
              error.errors.filter((item) => item.path !== '').map((item) => [item.path, item.message]),
            )
          : {};
      setServerErrors(fieldErrors);
      fail(error, Object.keys(fieldErrors).length > 0);
      onError?.(error);
      return false;
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }, [validate, fail]);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      void submit();
    },
    [submit],
  );

  const reset = useCallback((next?: Values<S>) => {
    const start = next ?? optionsRef.current.initial;
    valuesRef.current = start;
    setValuesState(start);
    setBaseline(start);
    setSchemaErrors({});
    setServerErrors({});
    setFormError(null);
    setStale(false);
    setTouched(new Set());
    setHasSubmitted(false);
    leavingRef.current = false;
  }, []);

  // A reload after a 412 refetches the item; a screen that keys its form on `updatedAt` mounts a
  // new form, any other gets new `initial` values here, and the form restarts from them.
  const [isReloading, setReloading] = useState(false);
  const initialKey = JSON.stringify(options.initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `initialKey` stands for the initial values by value.
  useEffect(() => {
    if (!isReloading) return;
    setReloading(false);
    reset();
  }, [initialKey]);
  const reload = useMemo(() => {
    if (!options.reload) return undefined;
    const fetchItem = options.reload;
    return async () => {
      setReloading(true);
      try {
        await fetchItem();
      } catch (error) {
        setReloading(false);
        setFormError(error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE);
      }
    };
  }, [options.reload]);

  const errorOf = useCallback((path: string) => firstUnder(errors, path), [errors]);

  const bind = useCallback(
    (path: string) => ({
      name: path,
      value: getAt(values, path),
      onChange: (value: unknown) => setField(path as never, value as never),
      error: firstUnder(errors, path),
      disabled: isPending,
    }),
    [values, errors, isPending, setField],
  ) as SchemaForm<S>['bind'];

  return {
    values,
    errors,
    formError,
    isStale,
    reload,
    isDirty,
    isPending,
    setField,
    setValues,
    errorOf,
    bind,
    submit,
    handleSubmit,
    reset,
    isLeavingAllowed: () => pendingRef.current || leavingRef.current,
    settleFirst,
  };
}
