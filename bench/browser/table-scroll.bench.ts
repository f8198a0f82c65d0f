import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../../e2e/sign-in';
import { summary } from './figures';

// DESIGN §7: scrolling 10,000 loaded rows, p95 frame < 17 ms. Loads 10,000 accounts into the
// infinite table on /accounts (100 pages), then records requestAnimationFrame intervals while the
// wheel and then PageDown move through them. Figures only: `npm run bench:browser`.

const ROWS = 10_000;
const ROW_HEIGHT = 48;

/** The table's scroll element (the grid's parent) must hold `rows` rows; scrolls to the end until it does. */
async function loadRows(page: Page, rows: number) {
  await page.evaluate(
    async ({ rows, rowHeight }) => {
      const body = document.querySelector('[role="grid"]')?.parentElement;
      if (!body) throw new Error('grid not found');
      const loaded = () =>
        (document.querySelector('[role="grid"] tbody') as HTMLElement).offsetHeight / rowHeight;
      const deadline = performance.now() + 240_000;
      while (loaded() < rows) {
        if (performance.now() > deadline) throw new Error(`only ${loaded()} rows loaded`);
        body.scrollTop = body.scrollHeight;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      body.scrollTop = 0;
    },
    { rows, rowHeight: ROW_HEIGHT },
  );
}

type Recorded = { frames: number[]; script: number; longFrames: number };

/**
 * Starts recording frame intervals, and the script time of long animation frames (> 50 ms, the
 * Long Animation Frames API) to tell the console's own work from a starved CPU; the returned
 * function stops and returns them.
 */
async function recordFrames(page: Page): Promise<() => Promise<Recorded>> {
  await page.evaluate(() => {
    const state = { frames: [] as number[], isOn: true, script: 0, longFrames: 0 };
    (window as unknown as { __frames: typeof state }).__frames = state;
    new PerformanceObserver((list) => {
      if (!state.isOn) return;
      for (const entry of list.getEntries() as (PerformanceEntry & { scripts?: { duration: number }[] })[]) {
        state.longFrames++;
        state.script += (entry.scripts ?? []).reduce((sum, script) => sum + script.duration, 0);
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
    let last = performance.now();
    const tick = (now: number) => {
      state.frames.push(now - last);
      last = now;
      if (state.isOn) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { __frames: Recorded & { isOn: boolean } }).__frames;
      state.isOn = false;
      return { frames: state.frames, script: state.script, longFrames: state.longFrames };
    });
}

function describeFrames(name: string, { frames, script, longFrames }: Recorded) {
  const over = (ms: number) => frames.filter((frame) => frame > ms).length;
  const wall = frames.reduce((sum, frame) => sum + frame, 0);
  console.log(summary(name, frames, 'ms', 'p95 < 17 ms'));
  console.log(
    `  frames over 17 ms: ${over(17)}, over 33 ms: ${over(33)}, of ${frames.length}; ` +
      `long animation frames: ${longFrames}, their script time ${script.toFixed(0)} ms of ${wall.toFixed(0)} ms`,
  );
}

test('infinite table: scrolling through 10,000 loaded rows', async ({ page }) => {
  await signIn(page, DEMO.superuser, '/accounts');
  const grid = page.getByRole('grid', { name: 'Gebruikers' });
  await expect(grid.locator('tbody tr').first()).toBeVisible();
  const started = Date.now();
  await loadRows(page, ROWS);
  console.log(`loaded ${ROWS} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The first row sits right under the sticky header, not under it (the 48 px question).
  await expect(page.locator('[data-row-index="0"]')).toBeVisible();
  const place = await page.evaluate(() => {
    const header = document.querySelector('[role="grid"] thead')?.getBoundingClientRect();
    const first = document.querySelector('[data-row-index="0"]')?.getBoundingClientRect();
    return { headerBottom: header?.bottom, firstTop: first?.top };
  });
  console.log(`header bottom ${place.headerBottom} px, first row top ${place.firstTop} px`);
  expect(place.firstTop).toBe(place.headerBottom);

  // Wheel: 360 notches of 240 px (5 rows), one per frame or so: 86,400 px, 1,800 rows.
  const box = await grid.boundingBox();
  if (!box) throw new Error('grid has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  let stop = await recordFrames(page);
  for (let i = 0; i < 360; i++) {
    await page.mouse.wheel(0, 240);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
  describeFrames('table scroll by wheel, frame interval', await stop());

  // Keyboard: focus the top row, 150 PageDowns (a page is 13 rows: about 1,950 rows).
  await page.evaluate(() => {
    const body = document.querySelector('[role="grid"]')?.parentElement;
    if (body) body.scrollTop = 0;
  });
  await page.locator('[data-row-index="0"]').focus();
  stop = await recordFrames(page);
  for (let i = 0; i < 150; i++) await page.keyboard.press('PageDown', { delay: 0 });
  await page.waitForTimeout(300);
  describeFrames('table scroll by PageDown, frame interval', await stop());
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-row-index'));
  console.log(`focused row after 150 PageDowns: ${focused}`);
});
