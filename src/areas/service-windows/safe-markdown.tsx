/**
 * A small markdown renderer for service-window messages that builds React elements, never HTML
 * strings: raw HTML in the message stays visible text (React escapes it), so no script, event
 * handler or style survives, and links keep only http:, https: and mailto: targets (decision 054).
 * Supported: # headings (1-3), paragraphs, line breaks, - / * / 1. lists, **bold**, *italic*,
 * `code` and [text](url).
 */
import { Fragment, type ReactNode } from 'react';

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** The link target if it is safe to follow, else null (javascript:, data:, relative, ...). */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  // Control characters and whitespace inside a scheme are a classic way around scheme checks.
  if ([...trimmed].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || /\s/.test(char)))
    return null;
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

type Inline = { pattern: RegExp; render: (match: RegExpExecArray, key: string) => ReactNode };

const INLINES: Inline[] = [
  { pattern: /`([^`]+)`/, render: (m, key) => <code key={key}>{m[1]}</code> },
  {
    // The target may hold balanced parentheses (wiki URLs, 'alert(1)'), so none is left behind as text.
    pattern: /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/,
    render: (m, key) => {
      const href = safeHref(m[2]!);
      const children = renderInline(m[1]!, key);
      return href ? (
        <a
          key={key}
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-sky-800 underline"
        >
          {children}
        </a>
      ) : (
        <Fragment key={key}>{children}</Fragment>
      );
    },
  },
  { pattern: /\*\*([^*]+)\*\*/, render: (m, key) => <strong key={key}>{renderInline(m[1]!, key)}</strong> },
  { pattern: /\*([^*]+)\*/, render: (m, key) => <em key={key}>{renderInline(m[1]!, key)}</em> },
];

/** Inline markup of one line of text; the earliest match wins. */
function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest.length > 0) {
    let best: { inline: Inline; match: RegExpExecArray } | null = null;
    for (const inline of INLINES) {
      const match = inline.pattern.exec(rest);
      if (match && (best === null || match.index < best.match.index)) best = { inline, match };
    }
    if (!best) {
      out.push(rest);
      break;
    }
    if (best.match.index > 0) out.push(rest.slice(0, best.match.index));
    out.push(best.inline.render(best.match, `${keyPrefix}-${n++}`));
    rest = rest.slice(best.match.index + best.match[0].length);
  }
  return out;
}

function withBreaks(lines: string[], key: string): ReactNode[] {
  return lines.flatMap((line, i) => [
    // biome-ignore lint/suspicious/noArrayIndexKey: a rendered message is static; lines have no identity.
    ...(i > 0 ? [<br key={`${key}-br${i}`} />] : []),
    ...renderInline(line, `${key}-${i}`),
  ]);
}

/** `#`, `##` and `###`: the page has its h1 and h2, so a message's headings start at h3. */
const HEADINGS = [
  { tag: 'h3', className: 'text-lg font-semibold' },
  { tag: 'h4', className: 'font-semibold' },
  { tag: 'h5', className: 'font-medium' },
] as const;

/** A line starting with `-` or `*` opens a bulleted list, with `1.` or `1)` a numbered one. */
const LISTS = [
  { marker: /^\s*[-*]\s+/, tag: 'ul', className: 'list-disc pl-6' },
  { marker: /^\s*\d+[.)]\s+/, tag: 'ol', className: 'list-decimal pl-6' },
] as const;

/** Renders markdown text to React elements. */
export function renderMarkdown(markdown: string): ReactNode[] {
  const blocks: ReactNode[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const key = `b${i}`;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      const { tag: Heading, className } = HEADINGS[heading[1]!.length - 1]!;
      blocks.push(
        <Heading key={key} className={className}>
          {renderInline(heading[2]!, key)}
        </Heading>,
      );
      i += 1;
      continue;
    }
    const list = LISTS.find(({ marker }) => marker.test(line));
    if (list) {
      const items: string[] = [];
      while (i < lines.length && list.marker.test(lines[i]!)) {
        items.push(lines[i]!.replace(list.marker, ''));
        i += 1;
      }
      blocks.push(
        <list.tag key={key} className={list.className}>
          {items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a rendered message is static; items have no identity.
            <li key={`${key}-${j}`}>{renderInline(item, `${key}-${j}`)}</li>
          ))}
        </list.tag>,
      );
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      !/^#{1,3}\s/.test(lines[i]!) &&
      !LISTS.some(({ marker }) => marker.test(lines[i]!))
    ) {
      paragraph.push(lines[i]!);
      i += 1;
    }
    blocks.push(<p key={key}>{withBreaks(paragraph, key)}</p>);
  }
  return blocks;
}

/** The rendered message, as the preview and the overview show it. */
export function SafeMarkdown({ text, className }: { text: string; className?: string }) {
  return <div className={className ?? 'space-y-2 text-sm'}>{renderMarkdown(text)}</div>;
}
