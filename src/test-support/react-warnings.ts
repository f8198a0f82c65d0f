import { format } from 'node:util';

/**
 * React's development warnings that point at a defect in our code or in how a test drives it
 * (decision 705). Narrow on purpose: other console.error output (a failed request a test provokes,
 * a library's own notice) is not a React warning and passes through untouched.
 */
const REACT_WARNINGS = [
  /^Warning: /,
  /flushSync was called from inside a lifecycle method/,
  /\bact\(\.\.\.\)/,
  /Each child in a list should have a unique "key" prop/,
  /Encountered two children with the same key/,
];

const caught: string[] = [];

/** True when a console.error message is one of React's warnings above. */
export function isReactWarning(message: string): boolean {
  return REACT_WARNINGS.some((warning) => warning.test(message));
}

/** Wraps console.error so React's warnings are kept for `takeReactWarnings`; all output still prints. */
export function watchReactWarnings(): void {
  const print = console.error;
  console.error = (...args: unknown[]) => {
    const message = format(...args);
    if (isReactWarning(message)) caught.push(message);
    print(...args);
  };
}

/** The React warnings printed since the last call, and forgets them. */
export function takeReactWarnings(): string[] {
  return caught.splice(0);
}

/** Fails the running test (or file) when React warned during it. */
export function failOnReactWarnings(): void {
  const warnings = takeReactWarnings();
  if (warnings.length === 0) return;
  throw new Error(
    `React warned ${warnings.length} time(s) during this test (decision 705):\n\n${warnings.join('\n\n')}`,
  );
}
