/** 'JAAR_1,JAAR_3' as '1, 3'. */
export function schoolYears(grades: string | null): string {
  if (!grades) return '';
  return grades
    .split(',')
    .map((grade) => grade.trim().replace(/^JAAR_/, ''))
    .filter(Boolean)
    .join(', ');
}
