import path from 'node:path';

/** Where finished exports live: DATA_DIR/exports. Several instances need this on shared storage. */
export function exportsDirOf(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** The absolute path of a job's file; the stored name is a plain file name, never a path from outside. */
export function exportFile(dir: string, fileName: string): string {
  return path.join(dir, path.basename(fileName));
}
