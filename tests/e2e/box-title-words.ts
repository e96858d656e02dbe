// The animation's box titles keep their words whole: shared by the narrow-window
// and the presenter tests.
import type { Page } from '@playwright/test';

/** Box titles with a word split over two lines: a word whose text lays out as more than one line box. */
export async function brokenTitleWords(page: Page): Promise<string[]> {
  return page.getByTestId('pipeline-area').evaluate((area) => {
    const broken: string[] = [];
    for (const title of area.querySelectorAll<HTMLElement>('.pl-box-title')) {
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.textContent!.matchAll(/[A-Za-z]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(`${title.textContent} ("${m[0]}")`);
        }
      }
    }
    return broken;
  });
}
