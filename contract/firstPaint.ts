/**
 * The first paint (issue 14): the front-end server writes home's header and first banner into the
 * page it serves, or another page's shell (contract/pageShells.ts), in an element with this id,
 * over the app until the app has drawn the same page and takes it away. Home's names the image CDN
 * the server drew the banner from, so the app draws this load's images from the same one.
 */
export const firstPaintElementId = 'first-paint';
export const firstPaintImageCdnAttribute = 'data-image-cdn';
/**
 * On a picture the first paint carries in the page (a `data:` address): the address it stands for.
 * The app draws those bytes where it would draw that address (src/platform/paintedPictures.ts),
 * rather than ask the CDN for the same picture again.
 */
export const firstPaintPictureAttribute = 'data-picture';
/**
 * Marks a first paint whose content the app may have to ask for again (the page carries a guest's
 * answer in the browser's language): the app keeps it until it shows pictures of its own, within
 * the same second (src/ui/firstPaint/useFirstPaintHandover.ts).
 */
export const firstPaintAwaitsAppAttribute = 'data-awaits-app';

/**
 * Marks the page's preload links for the app's own files (scripts/preloadApp.ts). Under a first
 * paint the server drops them: the app is asked for once the page has painted, and the banner has
 * the line to itself until then.
 */
export const appPreloadAttribute = 'data-app-preload';
