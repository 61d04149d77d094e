import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ContentItem } from '../../../contract';
import type { CarouselMovedEvent } from '../../../machines/carousel.machine';
import { linkTarget } from '../../../machines/support/links';
import { useImageUrl } from '../../app/hooks';
import { prefersReducedMotion } from '../../platform/pageActivity';
import { RotationButton, StepButton } from '../../ui/carousel/CarouselButtons';
import { useCarousel } from '../../ui/carousel/useCarousel';
import { QueryContent } from '../../ui/QueryContent';
import { useHomeContent } from './useHomeContent';
// Its rules (./BannerCarousel.css) come with the entry, src/main.tsx, written into the page.

/** The banner art's size (server/lib/svg-art/banner.ts, 5:2): the box keeps it before anything loads. */
const bannerWidth = 750;
const bannerHeight = 300;

/**
 * Home's banners (shell-and-content §2): a swipeable scroll-snap track that turns every 5000 ms
 * when there is more than one, as a WAI-ARIA carousel with a rotation control, previous and next,
 * and a dot per slide. A banner with a link opens it: a path of this app in the app, an http(s)
 * address outside. The box has the art's size whether it loads, fails, is empty or full.
 */
export function BannerCarousel() {
  return (
    <QueryContent
      query={useHomeContent('B')}
      loadingClass="banner-carousel banner-carousel--loading"
      messageClass="banner-carousel banner-carousel--message"
    >
      {(banners) =>
        banners.length === 0 ? (
          <div className="banner-carousel banner-carousel--empty" aria-hidden="true" />
        ) : (
          <BannerSlides banners={banners} />
        )
      }
    </QueryContent>
  );
}

function BannerSlides({ banners }: { banners: readonly ContentItem[] }) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLDivElement>(null);
  const { actor, index, several, playing, stopped, regionProps } = useCarousel({
    count: banners.length,
    interval: 'bannerAutoplay',
    onMove: (event) => scrollTrackTo(trackRef, event),
  });
  useSwipeEnd(trackRef, (swiped) => {
    if (swiped !== actor.getSnapshot().context.index) actor.send({ type: 'user.swiped', index: swiped });
  });
  const hasLinks = banners.some((banner) => banner.url !== null && linkTarget(banner.url).kind !== 'ignored');

  return (
    <section
      className="banner-carousel"
      aria-label={t`Promotions`}
      aria-roledescription={several ? t`carousel` : undefined}
      {...regionProps}
    >
      {several && (
        <>
          <RotationButton
            className="banner-carousel__button banner-carousel__rotation"
            stopped={stopped}
            onToggle={() => actor.send({ type: stopped ? 'user.play' : 'user.pause' })}
          />
          <StepButton
            className="banner-carousel__button banner-carousel__step banner-carousel__step--previous"
            label={t`Previous slide`}
            glyph="previous"
            onClick={() => actor.send({ type: 'user.previous' })}
          />
          <StepButton
            className="banner-carousel__button banner-carousel__step banner-carousel__step--next"
            label={t`Next slide`}
            glyph="next"
            onClick={() => actor.send({ type: 'user.next' })}
          />
        </>
      )}
      <div
        ref={trackRef}
        className="banner-carousel__track"
        aria-live={playing ? 'off' : 'polite'}
        // A scroller must be reachable by keyboard: through a banner's link, or itself when none has one.
        tabIndex={hasLinks ? undefined : 0}
      >
        {banners.map((banner, position) => (
          <div
            key={banner.id}
            className="banner-carousel__slide"
            role={several ? 'group' : undefined}
            aria-roledescription={several ? t`slide` : undefined}
            aria-label={several ? t`${position + 1} of ${banners.length}` : undefined}
            aria-hidden={position === index ? undefined : true}
          >
            <BannerLink url={banner.url} shown={position === index}>
              <BannerPicture banner={banner} first={position === 0} />
            </BannerLink>
          </div>
        ))}
      </div>
      {several && (
        <div className="banner-carousel__dots">
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className="banner-carousel__dot"
              aria-label={t`Show slide ${position + 1}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => actor.send({ type: 'user.goTo', index: position })}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function BannerPicture({ banner, first }: { banner: ContentItem; first: boolean }) {
  const imageUrl = useImageUrl();
  if (banner.imageUrl === null) return <span className="banner-carousel__title">{banner.title}</span>;
  return (
    <img
      className="banner-carousel__image"
      src={imageUrl(banner.imageUrl)}
      alt={banner.title}
      width={bannerWidth}
      height={bannerHeight}
      decoding="async"
      // The first banner is the largest thing home paints first; the others wait until swiped to.
      fetchPriority={first ? 'high' : undefined}
      loading={first ? 'eager' : 'lazy'}
    />
  );
}

/** A banner's `url`: a path of this app navigates in the app, an http(s) address opens outside, anything else is no link. */
function BannerLink({ url, shown, children }: { url: string | null; shown: boolean; children: ReactNode }) {
  const router = useRouter();
  const target = url === null ? null : linkTarget(url);
  // Slides out of view are hidden from assistive technology, so their links leave the tab order too.
  const tabIndex = shown ? undefined : -1;
  if (target?.kind === 'external') {
    return (
      <a className="banner-carousel__link" href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
        {children}
      </a>
    );
  }
  if (target?.kind === 'inApp') {
    return (
      <a
        className="banner-carousel__link"
        href={target.href}
        tabIndex={tabIndex}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void router.navigate({ href: target.href });
        }}
      >
        {children}
      </a>
    );
  }
  return <div className="banner-carousel__link">{children}</div>;
}

/** Brings slide `index` into view: smoothly unless motion is reduced; a swipe is already there. */
function scrollTrackTo(trackRef: RefObject<HTMLDivElement | null>, { index, cause }: CarouselMovedEvent) {
  const track = trackRef.current;
  const first = track?.children[0];
  const slide = track?.children[index];
  if (cause === 'swipe' || !(first instanceof HTMLElement) || !(slide instanceof HTMLElement)) return;
  if (typeof track?.scrollTo !== 'function') return;
  // Offsets from the first slide hold in right-to-left pages too, where scrollLeft runs negative.
  const smooth = cause !== 'items' && !prefersReducedMotion();
  track.scrollTo({ left: slide.offsetLeft - first.offsetLeft, behavior: smooth ? 'smooth' : 'instant' });
}

/** Calls `onSettle` with the slide a swipe (or any scroll of the track) came to rest on. */
function useSwipeEnd(trackRef: RefObject<HTMLDivElement | null>, onSettle: (index: number) => void) {
  const onSettleRef = useRef(onSettle);
  useEffect(() => {
    onSettleRef.current = onSettle;
  });
  useEffect(() => {
    const track = trackRef.current;
    if (track === null) return;
    const settle = () => {
      const width = track.clientWidth;
      if (width > 0) onSettleRef.current(Math.round(Math.abs(track.scrollLeft) / width));
    };
    if ('onscrollend' in window) {
      track.addEventListener('scrollend', settle);
      return () => track.removeEventListener('scrollend', settle);
    }
    // Browsers without `scrollend`: a scroll that has been quiet for a moment has ended.
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(quiet);
      quiet = setTimeout(settle, 150);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(quiet);
      track.removeEventListener('scroll', onScroll);
    };
  }, [trackRef]);
}
