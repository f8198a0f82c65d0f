// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown, safeHref } from './safe-markdown';

const html = (text: string) => render(<SafeMarkdown text={text} />).container.innerHTML;

describe('SafeMarkdown', () => {
  it('renders headings, emphasis, code, lists and safe links', () => {
    const out = html(
      '# Onderhoud\nDe **methode** is *even* niet `beschikbaar`.\n\n- een\n- twee\n\n1. eerst\n\n[Status](https://status.example.nl)',
    );
    expect(out).toContain('<h3 class="text-lg font-semibold">Onderhoud</h3>');
    expect(out).toContain('<strong>methode</strong>');
    expect(out).toContain('<em>even</em>');
    expect(out).toContain('<code>beschikbaar</code>');
    expect(out).toContain('<li>twee</li>');
    expect(out).toContain('<ol');
    expect(out).toContain('href="https://status.example.nl"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it('lets no script, event handler, style or javascript: URL survive hostile input', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">klik</a>',
      '[klik](javascript:alert(1))',
      '[klik](JaVaScRiPt:alert(1))',
      '[klik](java\tscript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '**<svg onload=alert(1)>**',
      '<style>body{display:none}</style>',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    const { container } = render(<SafeMarkdown text={hostile} />);
    expect(container.querySelector('script, img, iframe, svg, style')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value.toLowerCase()).not.toContain('javascript:');
      }
    }
    expect(container.querySelectorAll('a')).toHaveLength(0);
    // The raw HTML is shown as text, so the writer sees what they typed.
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it("leaves no stray ')' after a link whose target has parentheses", () => {
    const wiki = render(
      <SafeMarkdown text="Zie [de uitleg](https://nl.wikipedia.org/wiki/Leskluis_(platform))." />,
    );
    expect(wiki.container.textContent).toBe('Zie de uitleg.');
    expect(wiki.container.querySelector('a')?.getAttribute('href')).toBe(
      'https://nl.wikipedia.org/wiki/Leskluis_(platform)',
    );
    wiki.unmount();
    const refused = render(<SafeMarkdown text="[klik](javascript:alert(1)) en verder" />);
    expect(refused.container.textContent).toBe('klik en verder');
    expect(refused.container.querySelector('a')).toBeNull();
  });

  it('allows only http, https and mailto targets', () => {
    expect(safeHref('https://a.nl')).toBe('https://a.nl');
    expect(safeHref('mailto:helpdesk@a.nl')).toBe('mailto:helpdesk@a.nl');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('/relatief')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
  });
});
