import { appIconSvg } from './app-icon';
import { avatarSvg } from './avatar';
import { bannerSvg } from './banner';
import { gameSvg } from './game';
import { teamSvg } from './team';
import { vendorSvg } from './vendor';

/*
 * The reference platform's own images (issue 11, Data → Images): pure functions from a kind and an
 * id to SVG text, the same bytes for the same id, with a fixed size per kind. Served by
 * server/routes/cdn-images.ts.
 */

type Renderer = (id: string) => string | undefined;

const renderers = new Map<string, Renderer>([
  ['banner', bannerSvg],
  ['game', gameSvg],
  ['vendor', vendorSvg],
  ['team', teamSvg],
  // Head icons (services/head-icons.ts).
  ['avatar', avatarSvg],
  // The app has one image: its icon (`app/icon.svg`, the AppDownloadIcon resource).
  ['app', (id) => (id === 'icon' ? appIconSvg() : undefined)],
]);

export const imageKinds: readonly string[] = [...renderers.keys()];

/** The SVG of `kind`'s image `id`, or undefined for a kind or id there is no image for. */
export function renderImage(kind: string, id: string): string | undefined {
  return renderers.get(kind)?.(id);
}
