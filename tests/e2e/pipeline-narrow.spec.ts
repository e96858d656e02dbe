// The animation where a lesson leaves it about 480 px (a 900-pixel window)
// and at full width, under parallel flush and 5.7 group commit: no box's
// count line reaches into the gap between two boxes, and the summary's
// stage lines say what the boxes hold, moment after moment.
import { expect, test, type Page } from '@playwright/test';
import { brokenTitleWords, clippedTitles } from './box-title-words';
import { OUT, openLab } from './helpers';

/** Canvas pixels drawn in the gaps between neighbouring boxes, level with their titles and count lines. */
async function spillBetweenBoxes(page: Page): Promise<string[]> {
  return page.getByTestId('pipeline-area').evaluate((area) => {
    const canvas = area.querySelector<HTMLCanvasElement>('canvas.pl-tokens')!;
    const origin = area.getBoundingClientRect();
    const k = canvas.width / canvas.getBoundingClientRect().width;
    const ctx = canvas.getContext('2d')!;
    const boxes = [...area.querySelectorAll<HTMLElement>('.pl-box')].map((el) => {
      const r = el.getBoundingClientRect();
      return { id: el.dataset.box!, lane: el.classList.contains('pl-box-lane1') ? 1 : 0, x0: r.left - origin.left, x1: r.right - origin.left, y: r.top - origin.top };
    });
    const spills: string[] = [];
    boxes.forEach((left, i) => {
      const right = boxes[i + 1];
      if (!right || right.lane !== left.lane) return;
      // Titles take two lines and the count line sits under them: the top 60 px hold no token.
      const x = Math.ceil(left.x1 * k);
      const w = Math.floor(right.x0 * k) - x;
      if (w <= 0) return;
      const px = ctx.getImageData(x, Math.round(left.y * k), w, Math.round(60 * k)).data;
      let drawn = 0;
      for (let a = 3; a < px.length; a += 4) if (px[a]! > 40) drawn++;
      if (drawn > 0) spills.push(`${drawn} px between ${left.id} and ${right.id}`);
    });
    return spills;
  });
}

/** The summary's stage lines against its per-state token counts (English). */
function stageLinesMatchTokens(text: string, stages: Array<'Flush' | 'Commit'>): void {
  const lines = text.split('\n');
  const perState = new Map([...lines.find((l) => l.startsWith('Threads per state:'))!.matchAll(/(\w+) (\d+)/g)].map((m) => [m[1]!, Number(m[2])]));
  const n = (state: string) => perState.get(state) ?? 0;
  for (const stage of stages) {
    const s = stage.toLowerCase();
    const line = lines.find((l) => l.startsWith(`${stage} stage:`))!;
    // The queue as drawn in its box.
    expect(Number(/(\d+) queued/.exec(line)![1]), line).toBe(n(`${s}_queue`));
    // A group only where tokens are drawn: in the stage's box, or a flush leader in "Redo by leader".
    if (n(`${s}_stage`) === 0 && (s !== 'flush' || n('redo_wait') === 0)) expect(line).toMatch(/: idle, /);
    const inBox = /group of (\d+) led by thread \d+, \d+ queued/.exec(line);
    if (inBox) expect(n(`${s}_stage`), line).toBeGreaterThanOrEqual(Number(inBox[1]));
  }
}

async function openAt(page: Page, hash: string, atUs: number): Promise<void> {
  await page.goto(`/#${hash}&t=${atUs * 1000}`);
  await expect(page.getByTestId('pipeline-summary')).toHaveAttribute('data-now-us', String(atUs), { timeout: 60_000 });
  await page.waitForTimeout(600); // tokens settle in their boxes
}

for (const [preset, stages] of [
  ['s003_parallel_flush_11', ['Flush', 'Commit']],
  ['s003_gc57_11', ['Flush', 'Commit']],
] as const) {
  test(`${preset}: count lines keep to their boxes with a lesson open in a 900-px window (~480 px) and at full width; stage lines match the tokens`, async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await openAt(page, `preset=${preset}&lesson=04-parallel-flush`, 300_000);
    const area = page.getByTestId('pipeline-area');
    expect((await area.boundingBox())!.width).toBeLessThan(520);
    // A few paused moments 1 ms apart: groups come and go in both stages.
    for (let i = 0; i < 6; i++) {
      if (i > 0) {
        const before = await page.getByTestId('pipeline-summary').getAttribute('data-now-us');
        await page.getByTestId('pl-fwd-1ms').click();
        await expect(page.getByTestId('pipeline-summary')).not.toHaveAttribute('data-now-us', before!);
        await page.waitForTimeout(600);
      }
      expect(await spillBetweenBoxes(page), `moment ${i}`).toEqual([]);
      stageLinesMatchTokens(await page.getByTestId('pipeline-summary').innerText(), [...stages]);
    }
    await area.screenshot({ path: `${OUT}anim-narrow-${preset}.png` });

    for (const [width, lang] of [[1280, 'zh'], [1920, 'en']] as const) {
      await page.setViewportSize({ width, height: 900 });
      await openAt(page, `preset=${preset}&lang=${lang}`, 300_000);
      expect(await spillBetweenBoxes(page), `${width} px ${lang}`).toEqual([]);
      await area.screenshot({ path: `${OUT}anim-${width}-${lang}-${preset}.png` });
    }
  });
}

for (const [preset, width] of [['s003_parallel_flush_11', 420], ['s003_binlog_in_redo_11', 400], ['s003_gc57_11', 480]] as const) {
  test(`${width}-px window, ${preset}: no box title breaks a word`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openLab(page, `preset=${preset}`);
    expect(await brokenTitleWords(page)).toEqual([]);
    await page.getByTestId('pipeline-area').screenshot({ path: `${OUT}anim-titles-${width}-${preset}.png` });
  });
}

// On a phone the widest commit algorithm's boxes are about 60-85 px wide: two
// lines cut "prepare_commit_mutex queue" after "commit_" and the holder's
// "binlog write + fsync" (5.5), so phones give titles a third line.
test('390-px phone: every box title shows whole under each commit algorithm, in English and Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const preset of ['s002_mysql55_binlog_on', 's000_binlog_off_256', 's003_gc57_11', 's003_parallel_flush_11', 's003_binlog_in_redo_11']) {
    await page.goto('about:blank');
    await openLab(page, `preset=${preset}`);
    expect(await clippedTitles(page), `${preset} en`).toEqual([]);
    await page.getByTestId('lang-zh').click();
    await expect(page.getByTestId('lessons-toggle')).toHaveText('课程');
    expect(await clippedTitles(page), `${preset} zh`).toEqual([]);
    await page.getByTestId('lang-en').click();
  }
  await page.getByTestId('pipeline-area').screenshot({ path: `${OUT}anim-titles-390-phone.png` });
});
