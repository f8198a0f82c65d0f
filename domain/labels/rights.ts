/** How a right reads in lists and the rights picker: the spec's own name, underscores as spaces. */
export function rightLabel(right: string): string {
  return right.replace(/_/g, ' ');
}
