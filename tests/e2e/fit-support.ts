// How a list's table sits on the screen, measured in the page: shared by the 1366 px and 800 px fit tests.
import type { Locator } from 'playwright-core';

/** How the table sits: its overflow past what is shown, an inner vertical scroll box, one-word cells broken. */
export const measureFit = (table: Locator) =>
  table.evaluate((element) => {
    let clip = document.documentElement.clientWidth;
    let overflow = 0;
    // A scroll box as tall as the page (under a sticky header) is fine; one of a few rows is not.
    let shortScrollBox = 0;
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (box.tagName === 'MAIN') break;
      if (style.overflowX !== 'visible') clip = Math.min(clip, box.getBoundingClientRect().right);
      if (box.scrollWidth > box.clientWidth + 1 && style.overflowX !== 'visible')
        overflow = Math.max(overflow, box.scrollWidth - box.clientWidth);
      const scrolls = style.overflowY === 'auto' || style.overflowY === 'scroll';
      if (scrolls && box.scrollHeight > box.clientHeight + 1 && box.clientHeight < window.innerHeight - 200)
        shortScrollBox = box.clientHeight;
    }
    const main = document.querySelector('main')!;
    const cells = [...element.querySelectorAll('tr > :last-child')];
    const right = Math.max(...cells.map((cell) => cell.getBoundingClientRect().right));
    overflow = Math.max(overflow, Math.round(right - clip), main.scrollWidth - main.clientWidth);
    // Each short one-word text (a status, a day, a code) on one line; long ones (an e-mail) may wrap.
    const walker = document.createTreeWalker(element.querySelector('tbody')!, NodeFilter.SHOW_TEXT);
    const broken = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!/^\S{1,16}$/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.add(text);
    }
    return { overflow: Math.max(0, overflow), shortScrollBox, broken: [...broken] };
  });
