/**
 * Vitest setup shared by every test file; only jsdom files get the DOM additions, so server
 * tests in the node environment pay nothing for them.
 */
export {};

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Lazy screens are transformed on their first import, which takes seconds on a cold run of a
  // loaded 2-core CI machine; a passing test never waits for this limit.
  configure({ asyncUtilTimeout: 15_000 });
  const { afterEach } = await import('vitest');
  afterEach(() => cleanup());

  // jsdom has no layout. The virtualiser measures its scroll element with clientHeight, so report
  // the inline style height (the table sets one) and a desktop width.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Number.parseFloat(this.style.height) || 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 1200,
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  // react-hot-toast asks for prefers-reduced-motion.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // jsdom has no isContentEditable; hotkeys-js's field filter reads it (the browser's rule: the
  // nearest contenteditable attribute that is not "false").
  if (!('isContentEditable' in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
      configurable: true,
      get(this: HTMLElement) {
        const owner = this.closest('[contenteditable]');
        return owner !== null && owner.getAttribute('contenteditable') !== 'false';
      },
    });
  }
  // The router's scroll restoration calls window.scrollTo, which jsdom only logs as missing.
  window.scrollTo = () => {};
  // The virtualiser scrolls with scrollTo; jsdom lacks it on elements.
  Element.prototype.scrollTo ??= function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  } as Element['scrollTo'];
}
