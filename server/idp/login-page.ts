import type { Environment } from '../../domain/enums';
import { escapeHtml, type RenderedPage, renderPage } from './layout';
import { idpMessages as m } from './messages';

export type LoginPageInput = {
  /** Where the form posts: the interaction's login URL. */
  action: string;
  email?: string;
  error?: string;
  environment: Environment;
  /** The console's origins: the sign-in post ends on its callback. */
  formTargets: readonly string[];
};

/** The Dutch login page: e-mail, password and exactly one submit button. */
export function loginPage(input: LoginPageInput): RenderedPage {
  const hasError = input.error !== undefined;
  const invalid = hasError ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  // Production gets no badge; elsewhere it stops an administrator from working in the wrong environment.
  const badge =
    input.environment === 'productie'
      ? ''
      : `<span class="environment" title="${m.environment}">${escapeHtml(input.environment)}</span>`;
  const error = hasError
    ? `<p class="error" id="login-error" role="alert">${escapeHtml(input.error ?? '')}</p>`
    : '';
  // Autofocus on the field that needs typing next: the password after a failed attempt kept the e-mail.
  const focusEmail = input.email ? '' : ' autofocus';
  const focusPassword = input.email ? ' autofocus' : '';
  return renderPage({
    title: m.loginTitle,
    formTargets: input.formTargets,
    body: `<p class="brand">${m.brand}${badge}</p>
<h1>${m.loginHeading}</h1>
${error}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<label for="email">${m.emailLabel}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${invalid}${focusEmail}>
<label for="password">${m.passwordLabel}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
<button type="submit">${m.loginButton}</button>
</form>`,
  });
}
