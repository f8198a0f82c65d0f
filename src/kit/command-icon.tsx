import {
  Download,
  Ellipsis,
  Eye,
  History,
  Key,
  List,
  Lock,
  LogOut,
  type LucideIcon,
  Merge,
  Pencil,
  Plus,
  Power,
  Send,
  Trash,
} from 'lucide-react';
import type { CommandIcon as IconName } from '../../commands/command';

/*
 * A command's button picture, from the console's one icon set (decision 232). Commands name their
 * icon (commands/ stays free of React); a missing name does not compile (the Record below). This
 * module is only in the list and entity-view chunks that draw command buttons.
 */
const ICONS: Record<IconName | 'more', LucideIcon> = {
  view: Eye,
  edit: Pencil,
  delete: Trash,
  password: Lock,
  merge: Merge,
  send: Send,
  logout: LogOut,
  key: Key,
  list: List,
  power: Power,
  add: Plus,
  download: Download,
  history: History,
  more: Ellipsis,
};

/** A command's picture, 16 px, in the text colour; decorative (the button carries the name). */
export function CommandIcon({ name }: { name: IconName | 'more' }) {
  const Icon = ICONS[name];
  return <Icon className="size-4" aria-hidden="true" />;
}
