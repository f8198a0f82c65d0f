import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Where finished exports live: DATA_DIR/exports. Several instances need this on shared storage. */
export function exportsDirOf(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** The absolute path of a job's file; the stored name is a plain file name, never a path from outside. */
export function exportFile(dir: string, fileName: string): string {
  return path.join(dir, path.basename(fileName));
}

/**
 * Makes the exports directory if needed and closes it to everyone but the server's user (0700),
 * also when it was made earlier with the usual umask; the files in it are 0600 (decision 187).
 */
export async function openExportsDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}
