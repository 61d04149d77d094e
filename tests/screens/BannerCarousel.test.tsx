import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { specTimings } from '../../machines/constants';
import { BannerCarousel } from '../../src/screens/home/BannerCarousel';
import { advance, contentItem, renderSection, tap } from './support/homeSections';

/** A failed call and its retry go through the real client: a loaded machine running the whole suite needs more than 1 s. */
const loadedUnderLoad = { timeout: 5000 };

const interval = specTimings.bannerAutoplayMs;

const banner = (id: number, title: string, url: string | null = null) =>
  contentItem({ id, type: 'B', title, imageUrl: `banner/${id}.svg`, url });

const threeBanners = [
  banner(1, 'Welcome bonus', '/m/activity'),
  banner(2, 'Live casino', 'https://www.demobet.example/live'),
  banner(3, 'Slots tournament'),
];

const carousel = () => screen.getByRole('region', { name: 'Promotions' });
/** The slide in view: the others are hidden from assistive technology. */
const shownSlide = () => within(carousel()).getByRole('group').getAttribute('aria-label');

const mouseOver = (element: HTMLElement) => fireEvent.pointerOver(element, { pointerType: 'mouse' });
const mouseOut = (element: HTMLElement) => fireEvent.pointerOut(element, { pointerType: 'mouse', relatedTarget: document.body });
/** Focus arriving by the Tab key, which is what `:focus-visible` tells apart. */
function tabInto(element: HTMLElement) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
  act(() => element.focus());
}
function pageVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('banner carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('turns every 5000 ms with more than one banner, as a labelled WAI-ARIA carousel', async () => {
    await renderSection(<BannerCarousel />, { content: threeBanners });
    expect(carousel().getAttribute('aria-roledescription')).toBe('carousel');
    expect(shownSlide()).toBe('1 of 3');
    expect(within(carousel()).getByRole('group').getAttribute('aria-roledescription')).toBe('slide');
    await advance(interval - 1);
    expect(shownSlide()).toBe('1 of 3');
    await advance(1);
    expect(shownSlide()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show slide 1' }).getAttribute('aria-current')).toBeNull();
    await advance(interval * 2);
    expect(shownSlide()).toBe('1 of 3');
  });

  it('never turns with one banner, and offers no controls', async () => {
    await renderSection(<BannerCarousel />, { content: [banner(1, 'Welcome bonus', '/m/activity')] });
    expect(carousel().getAttribute('aria-roledescription')).toBeNull();
    await advance(interval * 3);
    expect(screen.getByRole('link', { name: 'Welcome bonus' })).toBeDefined();
    expect(within(carousel()).queryAllByRole('button')).toEqual([]);
  });

  it('the rotation control stops it for good, until it is started again', async () => {
    await renderSection(<BannerCarousel />, { content: threeBanners });
    tap(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    const start = screen.getByRole('button', { name: 'Start automatic slide show' });
    // Focus leaving and the mouse leaving do not start it again.
    mouseOut(carousel());
    act(() => start.focus());
    act(() => start.blur());
    await advance(interval * 3);
    expect(shownSlide()).toBe('1 of 3');

    tap(start);
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBe(start);
    await advance(interval);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('holds while a mouse is over it, not for a touch, and while the page is hidden', async () => {
    await renderSection(<BannerCarousel />, { content: threeBanners });
    fireEvent.pointerOver(carousel(), { pointerType: 'touch' });
    await advance(interval);
    expect(shownSlide()).toBe('2 of 3');
    fireEvent.pointerOut(carousel(), { pointerType: 'touch', relatedTarget: document.body });
    mouseOver(carousel());
    await advance(interval * 2);
    expect(shownSlide()).toBe('2 of 3');
    mouseOut(carousel());
    await advance(interval);
    expect(shownSlide()).toBe('3 of 3');

    pageVisibility('hidden');
    await advance(interval * 2);
    expect(shownSlide()).toBe('3 of 3');
    pageVisibility('visible');
    await advance(interval);
    expect(shownSlide()).toBe('1 of 3');
  });

  it('holds while keyboard focus is inside, not for the focus a tap leaves', async () => {
    await renderSection(<BannerCarousel />, { content: threeBanners });
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    await advance(interval);
    expect(shownSlide()).toBe('2 of 3');
    act(() => next.blur());
    tabInto(screen.getByRole('button', { name: 'Previous slide' }));
    await advance(interval * 2);
    expect(shownSlide()).toBe('2 of 3');
    act(() => screen.getByRole('button', { name: 'Previous slide' }).blur());
    await advance(interval);
    expect(shownSlide()).toBe('3 of 3');
  });

  it('pages with previous, next and the dots, and each move restarts the wait', async () => {
    await renderSection(<BannerCarousel />, { content: threeBanners });
    tap(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('3 of 3');
    tap(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('1 of 3');
    await advance(interval - 1000);
    tap(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(shownSlide()).toBe('2 of 3');
    await advance(interval - 1);
    expect(shownSlide()).toBe('2 of 3');
    await advance(1);
    expect(shownSlide()).toBe('3 of 3');
  });

  it('links a banner in the app or outside it; one without a link is just its picture', async () => {
    const { router } = await renderSection(<BannerCarousel />, { content: threeBanners });
    const external = within(carousel()).getByRole('link', { name: 'Live casino', hidden: true });
    expect(external.getAttribute('href')).toBe('https://www.demobet.example/live');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    // Out of view: out of the tab order too.
    expect(external.tabIndex).toBe(-1);
    expect(within(carousel()).queryByRole('link', { name: 'Slots tournament', hidden: true })).toBeNull();

    tap(screen.getByRole('link', { name: 'Welcome bonus' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'));
  });

  it('loads the first picture at once and first of all, the others lazily, all at the art’s size', async () => {
    await renderSection(<BannerCarousel />, { content: threeBanners });
    const pictures = within(carousel()).getAllByRole('img', { hidden: true });
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      'https://cdn.demo.test/banner/1.svg',
      'https://cdn.demo.test/banner/2.svg',
      'https://cdn.demo.test/banner/3.svg',
    ]);
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
    for (const picture of pictures) {
      expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['750', '300']);
    }
  });

  it('holds the art’s box while loading; a failed load offers a retry, which shows the banners', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ success: true, value: threeBanners }), { headers: { 'content-type': 'application/json' } });
    });
    await renderSection(<BannerCarousel />, { content: 'ask the platform' });
    const retry = await vi.waitFor(async () => {
      await advance(0);
      return screen.getByRole('button', { name: 'Loading failed, click to retry' });
    }, loadedUnderLoad);
    expect(retry.closest('.banner-carousel')).not.toBeNull();
    tap(retry);
    await vi.waitFor(() => expect(shownSlide()).toBe('1 of 3'), loadedUnderLoad);
  });

  it('keeps a quiet box of the same size when there is no banner', async () => {
    await renderSection(<BannerCarousel />, { content: [] });
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    expect(document.querySelector('.banner-carousel--empty')?.getAttribute('aria-hidden')).toBe('true');
  });
});

