import type { ReactNode } from 'react';
import type { CommandIcon as IconName } from '../../commands/command';

/*
 * Line pictures for command buttons, drawn inline: emoji render as empty boxes where no emoji font
 * is installed (issue 20 item 7), and an icon font would be one more download. A missing icon name
 * does not compile (the Record below).
 */
const SHAPES: Record<IconName | 'more', ReactNode> = {
  view: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  edit: <path d="M17 3l4 4L8 20H4v-4z" />,
  delete: <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />,
  password: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  merge: <path d="M6 3v18M6 9a6 6 0 0 0 6 6h6M15 12l3 3-3 3" />,
  send: <path d="M22 2L11 13M22 2l-7 20-4-9-9-4z" />,
  logout: <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
  key: (
    <>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="M11 12l9-9M17 6l3 3" />
    </>
  ),
  list: <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  power: <path d="M12 2v10M18.4 6.6a9 9 0 1 1-12.8 0" />,
  add: <path d="M12 5v14M5 12h14" />,
  more: <path d="M5 12h.01M12 12h.01M19 12h.01" />,
};

/** A command's picture, 16 px, in the text colour; decorative (the button carries the name). */
export function CommandIcon({ name }: { name: IconName | 'more' }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {SHAPES[name]}
    </svg>
  );
}
