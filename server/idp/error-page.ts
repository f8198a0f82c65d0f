import { escapeHtml, type RenderedPage, renderPage } from './layout';
import { type IdpErrorKind, idpMessages as m } from './messages';

/** A Dutch error page: what went wrong in words, the OAuth error code for support, never a stack trace. */
export function errorPage(input: { code: string; consoleUrl: string }): RenderedPage {
  const kind: IdpErrorKind = input.code in m.errors ? (input.code as IdpErrorKind) : 'other';
  return renderPage({
    title: m.errorTitle,
    body: `<p class="brand">${m.brand}</p>
<h1>${m.errorHeading}</h1>
<p>${m.errors[kind]}</p>
<p><a href="${escapeHtml(input.consoleUrl)}">${m.backToConsole}</a></p>
<p class="muted">${m.technicalCode}: ${escapeHtml(input.code)}</p>`,
  });
}
