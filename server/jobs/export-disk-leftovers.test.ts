import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeExportFilesLeftOnDisk } from './export-disk-leftovers';

/** The files exports left in DATA_DIR/exports before decision 340 are removed at start-up (decision 477). */
let dataDir: string;
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function dataDirWith(files: string[]): Promise<string> {
  dataDir = await mkdtemp(path.join(tmpdir(), 'leskluis-exports-left-'));
  await mkdir(path.join(dataDir, 'exports'));
  for (const file of files) await writeFile(path.join(dataDir, 'exports', file), 'Id\r\n1\r\n');
  return dataDir;
}

describe('export files left on disk', () => {
  it('removes the finished and the half-written files, then the emptied folder', async () => {
    const dir = await dataDirWith(['12.csv', '13.host_42_a1b2c3_0.part']);
    expect(await removeExportFilesLeftOnDisk(dir)).toBe(2);
    expect(await readdir(dir)).toEqual([]);
  });

  it('leaves a file that no export wrote, and the folder holding it', async () => {
    const dir = await dataDirWith(['12.csv', 'lees-mij.txt']);
    expect(await removeExportFilesLeftOnDisk(dir)).toBe(1);
    expect(await readdir(path.join(dir, 'exports'))).toEqual(['lees-mij.txt']);
  });

  it('does nothing where no export ever wrote to disk', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'leskluis-exports-left-'));
    expect(await removeExportFilesLeftOnDisk(dataDir)).toBe(0);
  });
});
