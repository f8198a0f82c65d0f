import * as v from 'valibot';

/**
 * Dutch for every valibot check that names no message of its own (a body that is `null` instead of
 * an object, an unknown enum value deep in a list, ...), so neither the API nor a form ever shows
 * valibot's English defaults. Imported for its effect by rules.ts, which every schema uses
 * (decision 110).
 */
export function dutchDefaultMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema') {
    if (issue.input === undefined) return 'Veld is verplicht';
    if (['picklist', 'literal', 'enum', 'union', 'variant'].includes(issue.type))
      return 'Veld is niet geldig';
    return 'Verkeerde type';
  }
  const requirement = typeof issue.requirement === 'number' ? issue.requirement : null;
  switch (issue.type) {
    case 'integer':
      return 'Veld moet een geheel getal zijn';
    case 'min_value':
      return requirement === null ? 'Veld is niet geldig' : `Moet minimaal ${requirement} zijn`;
    case 'max_value':
      return requirement === null ? 'Veld is niet geldig' : `Mag maximaal ${requirement} zijn`;
    case 'min_length':
      return requirement === null ? 'Veld is niet geldig' : `Minimaal ${requirement} tekens`;
    case 'max_length':
      return requirement === null ? 'Veld is niet geldig' : `Mag maximaal ${requirement} tekens zijn`;
    case 'non_empty':
      return 'Veld is verplicht';
    default:
      return 'Veld is niet geldig';
  }
}

v.setGlobalMessage(dutchDefaultMessage);
