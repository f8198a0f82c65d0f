import { escapeHtml, type RenderedPage, renderPage } from './layout';
import { idpMessages as m } from './messages';

/** The provider's hidden form (action + xsrf) with `logout=yes`: end the whole provider session, not just this client's. */
const endingWholeSession = (form: string) =>
  form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');

/**
 * The end-session confirmation of the console's own sign-out, submitted by the browser itself: the
 * console already asked the administrator, so a second "do you want to sign out?" page would only
 * be in the way. Without script the one button does the same. `formTargets`: the console's
 * origins, where the post ends.
 */
export function logoutPage(form: string, formTargets: readonly string[]): RenderedPage {
  const withLogout = endingWholeSession(form);
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

/**
 * The question for a sign-out the console did not send (no ID token of this session): a link on
 * another site must not sign an administrator out unasked (decision 181). No script.
 */
export function logoutQuestionPage(
  form: string,
  consoleUrl: string,
  formTargets: readonly string[],
): RenderedPage {
  return renderPage({
    title: m.logoutTitle,
    body: `<p class="brand">${m.brand}</p>
<h1>${m.logoutQuestionHeading}</h1>
<p>${m.logoutQuestion}</p>
${endingWholeSession(form)}
<button type="submit" form="op.logoutForm">${m.logoutConfirm}</button>
<p class="muted"><a href="${escapeHtml(consoleUrl)}">${m.logoutDecline}</a></p>`,
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
