import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from './toast';

const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/** The toasts' place in the shell: nothing (and no library loaded) until the first toast. */
export function ToastHost() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ className: 'text-sm' }} />
    </Suspense>
  );
}
