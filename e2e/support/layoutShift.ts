import type { Page } from '@playwright/test';

type Shift = { at: number; value: number; sources: string[] };

declare global {
  interface Window {
    /** The page's layout shifts without recent input (those CLS counts), with when and what moved. */
    e2eLayoutShifts?: Shift[];
  }
}

/** Records the page's layout shifts from its first paint on: call before the page loads. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.e2eLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!('hadRecentInput' in entry) || entry.hadRecentInput === true) continue;
        if (!('value' in entry) || typeof entry.value !== 'number') continue;
        const value = entry.value;
        const sources = 'sources' in entry && Array.isArray(entry.sources) ? entry.sources : [];
        shifts.push({
          at: entry.startTime,
          value,
          sources: sources.map((source: { node?: unknown }) =>
            source.node instanceof Element ? `${source.node.tagName}.${source.node.className} ${value.toFixed(4)}` : String(source.node),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's clock (`performance.now()`): where a later `layoutShift` starts counting. */
export function pageTime(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** The layout shifts since `since` (page time; from the first paint by default), summed, two frames from now. */
export async function layoutShift(page: Page, since = 0): Promise<{ total: number; sources: string[] }> {
  await nextFrames(page);
  const shifts = await page.evaluate(() => window.e2eLayoutShifts);
  if (shifts === undefined) throw new Error('layout shifts are not watched: call watchLayoutShifts before the page loads');
  const counted = shifts.filter((shift) => shift.at >= since);
  return { total: counted.reduce((sum, shift) => sum + shift.value, 0), sources: counted.flatMap((shift) => shift.sources) };
}

/** Two frames from now: what the page has just rendered is laid out and painted. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
