/** Dutch texts of the palette's filter queries (decision 430). */
export const filterQueryMessages = {
  heading: 'Lijst met filters',
  unknownFilter: (name: string, list: string, known: string) =>
    `${list} kent geen filter '${name}'; bekende filters: ${known}.`,
  unknownValue: (name: string, value: string, known: string) =>
    `Onbekende waarde '${value}' voor ${name}; kies uit: ${known}.`,
  noValue: (name: string) => `Geef een waarde voor ${name}, bijvoorbeeld ${name}:…`,
  oneValue: (name: string) => `${name} kent één waarde tegelijk.`,
  tooShort: (name: string, min: number) => `${name}: typ minimaal ${min} tekens.`,
  badDate: (name: string, value: string) => `${name}: '${value}' is geen datum; schrijf dd-mm-jjjj.`,
  open: (list: string, filters: string) => `Open ${list} met ${filters}`,
  choose: (name: string, value: string) => `Kies welke ${name} je bedoelt met '${value}':`,
  noneFound: (name: string, value: string) => `Geen ${name} gevonden voor '${value}'.`,
  looking: (name: string, value: string) => `${name} '${value}' opzoeken…`,
  hint: 'Enter vult aan; typ naam:waarde, een waarde met spaties tussen aanhalingstekens.',
  /** Read out after what is wrong: how many completions, and whether Enter opens the list. */
  announce: (completions: number, canOpen: boolean) =>
    [
      completions > 0 ? `${completions} ${completions === 1 ? 'aanvulling' : 'aanvullingen'}.` : '',
      canOpen ? 'De lijst kan geopend worden.' : '',
    ]
      .filter(Boolean)
      .join(' '),
} as const;
