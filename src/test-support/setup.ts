/**
 * Vitest setup shared by every test file; only jsdom files get the DOM additions, so server
 * tests in the node environment pay nothing for them.
 */
export {};

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure, fireEvent } = await import('@testing-library/react');
  // Lazy screens are transformed on their first import, which takes seconds on a cold run of a
  // loaded 2-core CI machine; a passing test never waits for this limit.
  configure({ asyncUtilTimeout: 15_000 });
  const { afterAll, afterEach } = await import('vitest');
  const { failOnReactWarnings, watchReactWarnings } = await import('./react-warnings');
  // A React warning fails the test it was printed in (decision 705). Registered before cleanup,
  // so it runs after it (afterEach runs in reverse order) and also sees the warnings of unmounting.
  watchReactWarnings();
  afterEach(failOnReactWarnings);
  afterAll(failOnReactWarnings);
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
  // The virtualiser scrolls with scrollTo; jsdom lacks it on elements. As a browser does (CSSOM
  // View, "run the scroll steps"), a scroll that moves the element fires one 'scroll' event at the
  // next frame and one to where it already is fires none. Firing it at once, inside the layout
  // effect that scrolled, made the virtualiser's flushSync run while React was rendering
  // (decision 705); the event goes through fireEvent, so its update runs inside act.
  const scrolled = new Set<Element>();
  Element.prototype.scrollTo ??= function scrollTo(
    this: Element,
    xOrOptions?: ScrollToOptions | number,
    y?: number,
  ) {
    const [left, top] = typeof xOrOptions === 'object' ? [xOrOptions.left, xOrOptions.top] : [xOrOptions, y];
    const from = [this.scrollLeft, this.scrollTop];
    if (left !== undefined) this.scrollLeft = left;
    if (top !== undefined) this.scrollTop = top;
    if ((this.scrollLeft === from[0] && this.scrollTop === from[1]) || scrolled.has(this)) return;
    scrolled.add(this);
    requestAnimationFrame(() => {
      scrolled.delete(this);
      fireEvent.scroll(this);
    });
  } as Element['scrollTo'];
}
