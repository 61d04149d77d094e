import { describe, expect, it } from 'vitest';
import { missingPages, nextBatch, nextPage, pageOfItem, pagesOfItems } from '../../machines/support/paging';

const none = { loaded: [], failed: [], inFlight: [] };

describe('which pages a long list needs (issue 35)', () => {
  it('the pages holding a range of items, 26 to a page', () => {
    expect(pagesOfItems(0, 17, 26)).toEqual([1]);
    expect(pagesOfItems(20, 40, 26)).toEqual([1, 2]);
    // The end of a 15-page list: the rows on screen and around them.
    expect(pagesOfItems(340, 367, 26)).toEqual([14, 15]);
    expect(pagesOfItems(5, 4, 26)).toEqual([]);
    expect(pageOfItem(367, 26)).toEqual({ page: 15, offset: 3 });
  });

  it('asks only for what is neither in, failed nor on its way', () => {
    expect(missingPages([13, 14, 15, 14], { loaded: [13], failed: [15], inFlight: [] })).toEqual([14]);
    expect(missingPages([1, 2], { loaded: [], failed: [], inFlight: [1] })).toEqual([2]);
  });

  it('fetches a bounded number at a time, in order', () => {
    expect(nextBatch([14, 15, 2, 3, 4], none, 3)).toEqual([14, 15, 2]);
    expect(nextBatch([14, 15, 2], { loaded: [15], failed: [], inFlight: [] }, 3)).toEqual([14, 2]);
  });

  it('the next page follows the last page in on screen, none past the end, a failed or a coming one', () => {
    expect(nextPage([1], { ...none, loaded: [1] }, 3)).toBe(2);
    expect(nextPage([2, 3], { ...none, loaded: [1, 2, 3] }, 3)).toBeNull();
    expect(nextPage([1, 2], { ...none, loaded: [1, 2, 14] }, 15)).toBe(3);
    expect(nextPage([14], { ...none, loaded: [1, 14] }, 15)).toBe(15);
    expect(nextPage([], { ...none, loaded: [1] }, 2)).toBe(2);
    expect(nextPage([1], { loaded: [1], failed: [2], inFlight: [] }, 3)).toBeNull();
    expect(nextPage([1], { loaded: [1], failed: [], inFlight: [2] }, 3)).toBeNull();
    expect(nextPage([1], { ...none, loaded: [1] }, null)).toBeNull();
  });
});
