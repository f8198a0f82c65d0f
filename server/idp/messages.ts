import { requestMessages } from '../../domain/messages';
import { IDP_FORM_LIMIT } from '../http/body-limits';
/** The Dutch texts of the sign-in pages, in one place. */
export const idpMessages = {
  brand: 'Leskluis Beheer',
  loginTitle: 'Leskluis Beheer — Inloggen',
  loginHeading: 'Inloggen',
  emailLabel: 'E-mailadres',
  passwordLabel: 'Wachtwoord',
  loginButton: 'Inloggen',
  environment: 'Omgeving',
  invalidCredentials: 'Onbekend e-mailadres of onjuist wachtwoord.',
  missingCredentials: 'Vul je e-mailadres en wachtwoord in.',
  tooManyAttempts: (wait: string) => `Te veel mislukte inlogpogingen. Probeer het over ${wait} opnieuw.`,
  logoutTitle: 'Leskluis Beheer — Uitloggen',
  logoutHeading: 'Je wordt uitgelogd…',
  logoutButton: 'Uitloggen',
  logoutNoScript: 'Klik op Uitloggen om af te ronden.',
  logoutQuestionHeading: 'Uitloggen?',
  logoutQuestion: 'Wil je uitloggen bij Leskluis Beheer?',
  logoutConfirm: 'Ja, uitloggen',
  logoutDecline: 'Nee, ingelogd blijven',
  loggedOutTitle: 'Leskluis Beheer — Uitgelogd',
  loggedOutHeading: 'Je bent uitgelogd',
  errorTitle: 'Leskluis Beheer — Fout bij inloggen',
  errorHeading: 'Inloggen lukt niet',
  backToConsole: 'Terug naar Leskluis Beheer',
  technicalCode: 'Foutcode',
  errors: {
    session_expired:
      'Je inlogsessie is verlopen of niet meer geldig. Ga terug naar de console en log opnieuw in.',
    invalid_request: 'Het inlogverzoek is ongeldig. Ga terug naar de console en probeer het opnieuw.',
    invalid_client: 'Deze toepassing is niet bekend bij Leskluis Beheer.',
    invalid_redirect_uri: 'Het terugkeeradres van dit inlogverzoek is niet toegestaan.',
    access_denied: 'Je hebt geen toegang gekregen.',
    not_found: 'Deze pagina bestaat niet.',
    request_too_large: requestMessages.tooLarge(IDP_FORM_LIMIT),
    server_error: 'Er ging aan onze kant iets mis. Probeer het later opnieuw.',
    other: 'Er ging iets mis bij het inloggen. Ga terug naar de console en probeer het opnieuw.',
  },
} as const;

export type IdpErrorKind = keyof typeof idpMessages.errors;

/** "30 seconden", "1 minuut", "4 minuten": how long to wait, rounded up to whole minutes past a minute. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 seconde' : `${seconds} seconden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}
