/**
 * Stands in for @radix-ui/react-dialog in the console build (vite.config.ts). cmdk imports it only
 * for `Command.Dialog`, which the palette does not use (it is its own dialog); the real package
 * adds about 11 kB gzip of focus-trap and scroll-lock code to the startup bundle
 * (docs/decisions/130-console-code-splitting.md). Using Command.Dialog fails loudly.
 */
function unavailable(): never {
  throw new Error('Command.Dialog is not available in this build: render <Command> inside your own dialog.');
}

export const Root = unavailable;
export const Portal = unavailable;
export const Overlay = unavailable;
export const Content = unavailable;
