import type toast from 'react-hot-toast';

/**
 * react-hot-toast (and its CSS-in-JS) loads with the first toast, not at startup: the initial JS
 * budget (DESIGN §7, decision 270). Its store keeps toasts made before the Toaster mounts, so
 * ToastHost mounts the Toaster once a toast is asked for and shows them.
 */
let library: Promise<typeof toast> | undefined;
let requested = false;
const listeners = new Set<() => void>();

function loadToasts(): Promise<typeof toast> {
  if (!library) {
    requested = true;
    for (const listener of listeners) listener();
    library = import('react-hot-toast').then((module) => module.default);
  }
  return library;
}

/** Whether a toast was asked for yet (ToastHost mounts the Toaster from then on). */
export const toastsRequested = () => requested;
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Spec 000 §8: a toast stays at least 4000 ms. */
export const MIN_TOAST_MS = 4000;
/** Spec 000 §8: a loading toast is replaced only after at least 700 ms, so it never just flickers. */
export const MIN_LOADING_MS = 700;

/**
 * How long a toast with this text stays: at least 4000 ms, about 1000 ms per 25 characters. A time
 * the spec states for one toast (6 s import errors) is kept, but never below the 4000 ms minimum:
 * the product-wide floor wins over a shorter stated time (3 s password, 1 s product import;
 * decision 165).
 */
export function toastDuration(text: string, stated?: number): number {
  return Math.max(MIN_TOAST_MS, stated ?? Math.ceil(text.length / 25) * 1000);
}

type Notifier = Pick<typeof toast, 'loading' | 'success' | 'error'>;

let loadingCount = 0;
/**
 * react-hot-toast's calls, made once the library is in. Calls keep their order (one promise); a
 * loading toast gets its id here, so the outcome can replace it.
 */
const lazyToast: Notifier = {
  loading: (text, options) => {
    const id = options?.id ?? `loading-${++loadingCount}`;
    void loadToasts().then((t) => t.loading(text, { ...options, id }));
    return id;
  },
  success: (text, options) => {
    void loadToasts().then((t) => t.success(text, options));
    return options?.id ?? '';
  },
  error: (text, options) => {
    void loadToasts().then((t) => t.error(text, options));
    return options?.id ?? '';
  },
};

export function notifySuccess(text: string, id?: string): void {
  lazyToast.success(text, { duration: toastDuration(text), ...(id ? { id } : {}) });
}

/**
 * An error toast; the same `id` replaces an earlier one instead of stacking. `stated` is a time the
 * spec gives this toast (6 s import errors), kept above the 4 s floor.
 */
export function notifyError(text: string, id?: string, stated?: number): void {
  lazyToast.error(text, { duration: toastDuration(text, stated), ...(id ? { id } : {}) });
}

/** `duration` for the toasts whose time the spec states (6 s import errors); at least 4000 ms. */
type Outcome = (text: string, options?: { duration?: number }) => Promise<void>;

export type LoadingToast = { success: Outcome; error: Outcome };

/**
 * Shows a loading toast ('Aan het opslaan...') and returns how to end it; the outcome replaces it
 * no sooner than 700 ms after it appeared.
 */
export function loadingToast(
  text: string,
  notifier: Notifier = lazyToast,
  now: () => number = Date.now,
): LoadingToast {
  const id = notifier.loading(text);
  const shownAt = now();
  const settle = async (kind: 'success' | 'error', outcome: string, duration?: number) => {
    const wait = MIN_LOADING_MS - (now() - shownAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    notifier[kind](outcome, { id, duration: toastDuration(outcome, duration) });
  };
  return {
    success: (outcome, options) => settle('success', outcome, options?.duration),
    error: (outcome, options) => settle('error', outcome, options?.duration),
  };
}
