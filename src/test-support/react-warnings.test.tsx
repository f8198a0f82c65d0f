// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { failOnReactWarnings, isReactWarning, takeReactWarnings } from './react-warnings';

/** Flushes a state update from its own layout effect, as the virtualiser did on a fake scroll event. */
function FlushesWhileRendering() {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    if (count === 0) flushSync(() => setCount(1));
  }, [count]);
  return <p>{count}</p>;
}

describe('the guard against React warnings (decision 705)', () => {
  // What these tests provoke on purpose is taken here, so the setup's guard finds nothing left.
  afterEach(() => {
    takeReactWarnings();
  });

  it("keeps React's flushSync warning from a layout effect", () => {
    render(<FlushesWhileRendering />);
    expect(takeReactWarnings()).toEqual([
      expect.stringContaining('flushSync was called from inside a lifecycle method'),
    ]);
  });

  it("keeps React's warning for a list without keys", () => {
    render(
      <ul>
        {['a', 'b'].map((letter) => (
          // biome-ignore lint/correctness/useJsxKeyInIterable: the missing key is what this test provokes.
          <li>{letter}</li>
        ))}
      </ul>,
    );
    expect(takeReactWarnings()).toEqual([
      expect.stringContaining('Each child in a list should have a unique "key" prop'),
    ]);
  });

  it('keeps an update outside act and the old "Warning:" form, and lets other errors pass', () => {
    expect(isReactWarning('An update to Table inside a test was not wrapped in act(...).')).toBe(true);
    expect(isReactWarning('Warning: Cannot update a component while rendering a different component')).toBe(
      true,
    );
    expect(isReactWarning('Encountered two children with the same key, `7`.')).toBe(true);
    console.error('Het verzoek is mislukt: 500');
    expect(takeReactWarnings()).toEqual([]);
  });

  it('fails with the warnings it kept, once', () => {
    console.error(
      'Each child in a list should have a unique "key" prop.%s',
      ' Check the render method of `Rows`.',
    );
    expect(() => failOnReactWarnings()).toThrow(
      /React warned 1 time\(s\).*\n\nEach child in a list should have a unique "key" prop\. Check the render method of `Rows`\./,
    );
    expect(() => failOnReactWarnings()).not.toThrow();
  });
});
