// The system for Playwright: a fresh embedded database with the demo data, on E2E_PORT.
// `npm run test:e2e` builds the console first; E2E_STATIC_DIR lets parallel runs use their own build.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '8181';
const dataDir = path.join(root, '.data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = 'true';
process.env.STATIC_DIR = process.env.E2E_STATIC_DIR ?? path.join(root, 'dist');

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import('../server/main.ts');
