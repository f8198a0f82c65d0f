import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The import direction of decision 260 is kept by Biome's noRestrictedImports (biome.json), which
 * `npm run check` runs. These plant imports in a scratch tree linted with the repository's own
 * biome.json, so a loosened pattern shows here rather than in a review.
 */

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/** Each planted file imports one module; the key is the file, the value the import. */
const planted: Record<string, { from: string; refused: boolean }> = {
  'domain/planted-server.ts': { from: '../server/db/scopes', refused: true },
  'domain/schemas/planted-commands.ts': { from: '../../commands/command', refused: true },
  'domain/planted-src.ts': { from: '../src/kit/toast', refused: true },
  'commands/planted-src.ts': { from: '../src/kit/toast', refused: true },
  'commands/planted-server.ts': { from: '../server/db/scopes', refused: true },
  'commands/planted-domain.ts': { from: '../domain/rights', refused: false },
  'src/kit/planted-server.ts': { from: '../../server/db/scopes', refused: true },
  'src/areas/tlinks/planted-server.ts': { from: '../../../server/db/scopes', refused: true },
  'src/areas/tlinks/planted-area.ts': { from: '../accounts/account-columns', refused: true },
  'src/areas/tlinks/planted-kit.ts': { from: '../../kit/toast', refused: false },
  'src/areas/tlinks/planted-own.ts': { from: './tlinks-screen', refused: false },
  'src/areas/tlinks/planted-commands.ts': { from: '../../../commands/licenses', refused: false },
  'src/areas/tlinks/planted.test.ts': { from: '../accounts/account-columns', refused: true },
  'src/areas/tlinks/planted-harness.test.ts': {
    from: '../../../server/test-support/api-harness',
    refused: false,
  },
  'src/areas/tlinks/planted-app.test.ts': { from: '../../../server/app', refused: true },
  'server/planted-src.ts': { from: '../src/kit/toast', refused: true },
  'server/planted-commands.ts': { from: '../commands/licenses', refused: true },
  'server/areas/tlinks/planted-area.ts': { from: '../products/repository', refused: true },
  'server/areas/tlinks/planted-db.ts': { from: '../../db/scopes', refused: false },
  'server/areas/tlinks/planted-domain.ts': { from: '../../../domain/rights', refused: false },
};

let scratch: string;
let refusedFiles: Set<string>;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-direction-'));
  copyFileSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'));
  for (const [file, { from }] of Object.entries(planted)) {
    mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    writeFileSync(
      path.join(scratch, file),
      `import { planted } from '${from}';\n\nexport const used = planted;\n`,
    );
  }
  let report: string;
  try {
    report = execFileSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits 1 when it found errors; the report is on stdout all the same.
    report = (error as { stdout: string }).stdout;
  }
  const { diagnostics } = JSON.parse(report) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  refusedFiles = new Set(
    diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path.replaceAll('\\', '/')),
  );
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('import direction (decision 260): domain <- commands <- src, domain <- server', () => {
  for (const [file, { from, refused }] of Object.entries(planted)) {
    it(`${refused ? 'refuses' : 'allows'} ${from} in ${file}`, () => {
      expect(refusedFiles.has(file)).toBe(refused);
    });
  }
});
