import { type RenderedPage, renderPage } from './layout';
import { idpMessages as m } from './messages';

/**
 * The end-session confirmation, submitted by the browser itself: the console already asked the
 * administrator, so a second "do you want to sign out?" page would only be in the way. `form` is the
 * provider's hidden form (action + xsrf); `logout=yes` ends the whole provider session, not just this client's.
 * Without script the one button does the same. `formTargets`: the console's origins, where the post ends.
 */
export function logoutPage(form: string, formTargets: readonly string[]): RenderedPage {
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return renderPage({
    title: m.logoutTitle,
    body: `<p class="brand">${m.brand}</p>
<h1>${m.logoutHeading}</h1>
${withLogout}
<noscript><p class="muted">${m.logoutNoScript}</p></noscript>
<button type="submit" form="op.logoutForm">${m.logoutButton}</button>`,
    script: "document.getElementById('op.logoutForm').submit();",
    formTargets,
  });
}

/** Shown only when a logout names no registered return address. */
export function loggedOutPage(consoleUrl: string): RenderedPage {
  return renderPage({
    title: m.loggedOutTitle,
    body: `<p class="brand">${m.brand}</p>
<h1>${m.loggedOutHeading}</h1>
<p><a href="${consoleUrl}">${m.backToConsole}</a></p>`,
  });
}
