/**
 * A Dutch family name as the platform stores it: the lower-case prefixes ("van de", "ter",
 * "in 't") apart from the name itself. The name generator writes "van de Brink" as one last name;
 * stored whole, with a generated tussenvoegsel in front, it read "Zara van van de Brink".
 */
export function splitFamilyName(lastName: string): { tussenvoegsels: string | null; familyName: string } {
  const words = lastName.trim().split(/\s+/);
  const first = words.findIndex((word) => word.charAt(0) !== word.charAt(0).toLowerCase());
  if (first <= 0) return { tussenvoegsels: null, familyName: lastName.trim() };
  return { tussenvoegsels: words.slice(0, first).join(' '), familyName: words.slice(first).join(' ') };
}
