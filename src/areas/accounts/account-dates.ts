import { format, isValid, parseISO } from 'date-fns';
import { nl } from 'date-fns/locale';

/** An API timestamp in Dutch notation, 'dd-MM-yyyy HH:mm'; empty when missing or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd-MM-yyyy HH:mm', { locale: nl }) : '';
}
