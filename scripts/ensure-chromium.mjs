// Playwright drives Debian's Chromium (browser downloads are not possible here). Installs it with
// apt-get when it is missing and we run as root; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium ontbreekt; installeren met apt-get...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } else {
    console.error(`Chromium niet gevonden op ${chromium}. Installeer het: sudo apt-get install -y chromium`);
    process.exit(1);
  }
}
