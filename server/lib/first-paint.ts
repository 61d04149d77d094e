import { z } from 'zod/mini';
import {
  apiPaths,
  appPreloadAttribute,
  contentListSchema,
  firstPaintElementId,
  firstPaintImageCdnAttribute,
  firstPaintPictureAttribute,
  homeContentQuery,
  inlineAnswerKey,
  startupInfoSchema,
  successEnvelopeSchema,
  type StartupInfo,
} from '../../contract';
import { downloadOffer, offersNothing } from '../../machines/downloadBar.machine';
import { iosVersionOf, mobileOsOf } from '../../src/platform/device';
import { chosenImageCdn, imageUrl } from '../../src/platform/imageCdn';
import { bottomBarMarkup, bottomBarPaintOf, type BottomBarPaint } from './bottom-bar-paint';
import type { PaintWords } from './catalog-words';
import { escapeHtml } from './escape-html';

/** The addresses that show home: its own and the old ones the app sends there (src/routes/-aliases.ts). */
const homePaths = new Set(['/', '/index.html', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/home/']);

export function isHomePath(pathname: string): boolean {
  return homePaths.has(pathname);
}

/** What home's first paint shows: the image CDN of the load, the download bar's place, the first banner, the bottom bar. */
export type FirstPaint = {
  cdn: string;
  downloadBar: boolean;
  bottomBar: BottomBarPaint;
  /** The first banner's picture address (null: it has none, and shows its title); null before content. */
  banner: { image: string | null; title: string } | null;
};

export type Answers = Record<string, unknown>;

/** The value of an answer in the page's block, when it is a success that fits its contract schema. */
export function answerValue<T>(answers: Answers, key: string, schema: z.ZodMiniType<T>): T | undefined {
  const envelope = successEnvelopeSchema(z.unknown()).safeParse(answers[key]);
  const value = envelope.success ? schema.safeParse(envelope.data.value) : undefined;
  return value?.success ? value.data : undefined;
}

/**
 * The start-up information in the page's answers when it says the site is open: the app then shows
 * the page asked for, not maintenance or the restricted region's notice. Undefined otherwise, and
 * without answers, when the server cannot tell.
 */
export function openSiteStartup(answers: Answers): StartupInfo | undefined {
  const startup = answerValue(answers, apiPaths.startup, startupInfoSchema);
  return startup === undefined || startup.maintenance || startup.regionRestricted ? undefined : startup;
}

/**
 * Home's first paint (src/ui/header/HomeBar.tsx, BannerCarousel: their classes and box), for the
 * page to show before any script runs; null when home would not show (no start-up information,
 * maintenance, a restricted region). A phone the download bar is likely offered to (a guest's
 * view: the server knows the device, not what the browser stored) keeps its place above the
 * banner, so the banner does not move when the app takes over.
 */
export function homeFirstPaint(answers: Answers, userAgent: string, draw: number = Math.random()): FirstPaint | null {
  const startup = openSiteStartup(answers);
  if (startup === undefined) return null;
  const cdn = chosenImageCdn(startup.imageCDNs, draw, null);
  const content = answerValue(answers, inlineAnswerKey(apiPaths.content, homeContentQuery(startup.merchantCode)), contentListSchema);
  const banner = content?.find((item) => item.type === 'B');
  return {
    cdn,
    downloadBar: downloadBarLikely(startup, userAgent),
    bottomBar: bottomBarPaintOf('/m/home', startup),
    banner: banner === undefined ? null : { image: banner.imageUrl ? imageUrl(cdn, banner.imageUrl) : null, title: banner.title },
  };
}

function firstPaintMarkup({ cdn, downloadBar, banner, bottomBar }: FirstPaint, imageSrc: string | null, speech: PaintWords | null): string {
  const spoken = speech === null ? '' : ` lang="${speech.language.htmlLang}" dir="${speech.language.dir}"`;
  return [
    `<div id="${firstPaintElementId}" class="first-paint" aria-hidden="true"${spoken} ${firstPaintImageCdnAttribute}="${escapeHtml(cdn)}">`,
    '<header class="app-header"><div class="app-header__bar">',
    '<span class="logo"><span>◆<span class="logo__word"> WinPlay</span></span></span>',
    '</div></header>',
    '<div class="page home">',
    downloadBar ? '<div class="first-paint__download-bar"></div>' : '',
    bannerMarkup(banner, imageSrc),
    '</div>',
    bottomBarMarkup(bottomBar, speech?.words ?? null),
    '</div>',
  ].join('');
}

/**
 * A picture's `src`: the bytes the page carries (`carried`, a `data:` address), naming the address
 * they stand for, where the app finds them (src/platform/paintedPictures.ts); else its address.
 */
export function pictureSource(address: string, carried: string | null): string {
  if (carried === null) return `src="${escapeHtml(address)}"`;
  return `src="${escapeHtml(carried)}" ${firstPaintPictureAttribute}="${escapeHtml(address)}"`;
}

function bannerMarkup(banner: FirstPaint['banner'], imageSrc: string | null): string {
  if (banner === null) return '<div class="banner-carousel banner-carousel--loading"></div>';
  const art =
    banner.image === null
      ? `<span class="banner-carousel__title">${escapeHtml(banner.title)}</span>`
      : `<img class="banner-carousel__image" ${pictureSource(banner.image, imageSrc)} alt="" width="750" height="300" fetchpriority="high">`;
  return `<div class="banner-carousel">${art}</div>`;
}

function downloadBarLikely(startup: StartupInfo, userAgent: string): boolean {
  const os = mobileOsOf(userAgent);
  const device = { runsAs: 'H5' as const, os, iosVersion: os === 'ios' ? iosVersionOf(userAgent) : null };
  const offer = downloadOffer(device, startup.resources, { homeScreenOption: startup.features.homeScreenOption, installable: false });
  return !offersNothing(offer) && !startup.features.downloadBarLoginRequired;
}

/** The build's preload links for the app's own files (scripts/preloadApp.ts), each on its line. */
const appPreloadLinks = new RegExp(`\\s*<link [^>]*\\b${appPreloadAttribute}\\b[^>]*>`, 'g');

/**
 * The page without the preload links of the app's files, under a first paint with pictures: the
 * entry asks for them once the page has painted (src/main.tsx), and until then the pictures have
 * the line to themselves (measured on the game list: its first picture took 1.9 s to load beside
 * the app's files, at Lighthouse's mobile throttling).
 */
export function withoutAppPreloads(html: string): string {
  return html.replace(appPreloadLinks, '');
}

/**
 * The page with the app's entry and the file it starts with asked for at low priority: for a paint
 * that is its whole first screen, the game list's with its first row's pictures. The paint needs
 * nothing of the app, which only makes it answer, and the pictures it could not carry get the line
 * first. Lighthouse counts a script of high priority that loaded before the first paint as holding
 * that paint back (a module script does not), so the game list's estimated FCP was 1.1 s with its
 * paint drawn before the entry ran (issue 14; measured: 0.82-0.85 s at low priority, LCP and TBT
 * unchanged; the app takes over 40 ms later on slow 4G at 4x CPU, a median of 3.19 s against 3.15 s).
 * Home keeps them at high priority: its paint is the header and the banner, the app draws the rest
 * of its first screen.
 */
export function withAppEntryAtLowPriority(html: string): string {
  return html
    .replace('<script type="module"', () => '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', () => '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * The page with home's first paint before the app's root, its banner picture drawn from
 * `inlinedImage` (a `data:` address) when there is one, which the app then draws too; a picture the
 * page does not carry is asked for first, ahead of the scripts. The app's files are not
 * preloaded: the entry asks for them once the page has painted (src/main.tsx), so until then the
 * banner has the line to itself. With the app's words (`speech`) it speaks them: the bottom bar's menu.
 */
export function withFirstPaint(html: string, firstPaint: FirstPaint | null, inlinedImage: string | null = null, speech: PaintWords | null = null): string {
  if (firstPaint === null) return html;
  // A picture the page carries is not asked for: the app draws the same bytes.
  const image = inlinedImage === null ? (firstPaint.banner?.image ?? null) : null;
  return withPicturesFirst(withoutAppPreloads(html), image === null ? [] : [image]).replace(
    '<div id="root">',
    () => `${firstPaintMarkup(firstPaint, inlinedImage, speech)}\n    <div id="root">`,
  );
}

/** The page with `pictures` asked for first, ahead of the app's entry, at the highest priority. */
export function withPicturesFirst(html: string, pictures: readonly string[]): string {
  const preloads = pictures.map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">\n    `).join('');
  return html.replace('<script type="module"', () => `${preloads}<script type="module"`);
}
