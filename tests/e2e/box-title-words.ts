// The animation's box titles keep their words whole: shared by the narrow-window,
// the presenter and the Chinese tests.
import type { Page } from '@playwright/test';

/** A run of Chinese characters: one word for this check, as "队列" in "commit 队列". */
export const CJK_WORD = '[\\u3400-\\u9fff]+';

/** Box titles with a word split over two lines: a word (Latin letters, or what `word` matches) whose text lays out as more than one line box. */
export async function brokenTitleWords(page: Page, word = '[A-Za-z]+'): Promise<string[]> {
  return page.getByTestId('pipeline-area').evaluate((area, word) => {
    const broken: string[] = [];
    for (const title of area.querySelectorAll<HTMLElement>('.pl-box-title')) {
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.textContent!.matchAll(new RegExp(word, 'g'))) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(`${title.textContent} ("${m[0]}")`);
        }
      }
    }
    return broken;
  }, word);
}

/** Box titles cut off by their box: text taller than the room the title is given. */
export async function clippedTitles(page: Page): Promise<string[]> {
  return page.getByTestId('pipeline-area').evaluate((area) =>
    [...area.querySelectorAll<HTMLElement>('.pl-box-title')].filter((t) => t.scrollHeight > t.clientHeight + 1).map((t) => `${t.textContent} (${t.scrollHeight} > ${t.clientHeight} px)`),
  );
}
