// @vitest-environment jsdom
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown';

/**
 * Property (decision 113): whatever an administrator types as a service-window message, the rendered
 * DOM holds only the renderer's own elements and attributes, and every link goes to http(s) or mailto.
 * Beside the code rather than in server/robustness: the server never imports console code.
 */
const ALLOWED_TAGS = new Set([
  'DIV',
  'H3',
  'H4',
  'H5',
  'P',
  'BR',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'EM',
  'CODE',
  'A',
]);
const ALLOWED_ATTRIBUTES = new Set(['class', 'href', 'target', 'rel']);
const SAFE_HREF = /^(https?:\/\/|mailto:)\S*$/i;
const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

const piece = fc.oneof(
  fc.constantFrom(
    '# ',
    '## ',
    '- ',
    '1. ',
    '**',
    '*',
    '`',
    '[',
    '](',
    ')',
    '\n',
    '\r\n',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<svg onload=alert(1)>',
    '<iframe src=//evil.test>',
    '<style>*{}</style>',
    '" onmouseover="alert(1)',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://ok.example.nl',
    'mailto:a@b.nl',
    '&#106;avascript:alert(1)',
    '\u0000',
    '\u2028',
  ),
  fc.string({ maxLength: 8 }),
);
const hostileMarkdown = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
const link = fc
  .tuple(fc.string({ maxLength: 6 }), piece)
  .map(([text, target]) => `[${text || 'x'}](${target.replace(/[\s)]/g, '')})`);

function expectInert(markdown: string) {
  const { container, unmount } = render(<SafeMarkdown text={markdown} />);
  try {
    for (const element of container.querySelectorAll('*')) {
      expect(ALLOWED_TAGS.has(element.tagName), `${element.tagName} from ${JSON.stringify(markdown)}`).toBe(
        true,
      );
      for (const attribute of element.attributes) {
        expect(
          ALLOWED_ATTRIBUTES.has(attribute.name),
          `${attribute.name} from ${JSON.stringify(markdown)}`,
        ).toBe(true);
        if (attribute.name === 'href') {
          expect(attribute.value).toMatch(SAFE_HREF);
          expect(hasControlCharacter(attribute.value)).toBe(false);
        }
      }
    }
  } finally {
    unmount();
  }
}

describe('service-window markdown under hostile input', () => {
  it('renders only its own elements and attributes, whatever the text', () => {
    fc.assert(fc.property(hostileMarkdown, expectInert), { seed: 20_261_122, numRuns: 400 });
  });

  it('keeps only http(s) and mailto link targets', () => {
    fc.assert(
      fc.property(fc.array(link, { minLength: 1, maxLength: 4 }), (links) => expectInert(links.join(' '))),
      {
        seed: 20_261_122,
        numRuns: 300,
      },
    );
  });
});
