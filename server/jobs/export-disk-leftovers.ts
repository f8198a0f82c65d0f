import { readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';

/** Before decision 340 an export's file was `<id>.csv`, written as `<id>.<worker>.part` first. */
const EXPORT_FILE = /^\d+\.(csv|[A-Za-z0-9_]+\.part)$/;

/**
 * Removes the files exports left in `DATA_DIR/exports` before decision 340, on every start (decision
 * 477): nothing reads them any more (such a job's download answers 410), yet they hold personal
 * data. Only names an export wrote, since the folder may be shared storage an operator mounted
 * there; the folder itself once empty. Answers how many files it removed.
 */
export async function removeExportFilesLeftOnDisk(dataDir: string): Promise<number> {
  const dir = path.join(dataDir, 'exports');
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((name) => EXPORT_FILE.test(name));
  // `force`: another instance on the same shared folder may have removed it a moment ago.
  for (const name of files) await rm(path.join(dir, name), { force: true });
  if (files.length === names.length && names.length > 0) await rmdir(dir).catch(() => {});
  return files.length;
}
