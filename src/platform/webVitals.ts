import type { Metric } from 'web-vitals';
import { apiPaths, vitalSchema, type Vital } from '../../contract';

/** The observers of `web-vitals` the page uses. */
type WebVitals = Record<'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB', (report: (metric: Metric) => void) => void>;

/** At most this many figures in one beacon (contract/vitals.ts). */
const beaconMax = 20;

/**
 * Real-user figures (issue 14): `web-vitals`, in its own chunk loaded after the first render (its
 * observers read buffered entries, so nothing before is lost), measures LCP, INP, CLS, FCP and
 * TTFB of the visit, labelled with the page it landed on. What it gathered goes out whenever the
 * page is hidden, which is when web-vitals settles LCP, CLS and INP, as a beacon: the one request
 * that survives the page closing. Figures that do not fit the contract are dropped, not sent.
 * Built app only; a chunk that fails to load means no figures for this visit.
 */
export function reportWebVitals({
  builtApp = import.meta.env.PROD,
  loadWebVitals = () => import('web-vitals'),
}: { builtApp?: boolean; loadWebVitals?: () => Promise<WebVitals> } = {}): void {
  if (!builtApp || typeof navigator.sendBeacon !== 'function') return;
  const page = window.location.pathname;
  const pending: Vital[] = [];
  const flush = () => {
    if (document.visibilityState !== 'hidden') return;
    while (pending.length > 0) {
      const vitals = pending.splice(0, beaconMax);
      navigator.sendBeacon(apiPaths.vitals, new Blob([JSON.stringify({ vitals })], { type: 'application/json' }));
    }
  };
  const keep = (metric: Metric) => {
    const vital = vitalSchema.safeParse({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      page,
      navigationType: metric.navigationType,
    });
    if (vital.success) pending.push(vital.data);
    // Reported while hiding: web-vitals' own listener settled it; send with the rest.
    flush();
  };
  loadWebVitals()
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep);
      // After web-vitals' own listeners: whatever came earlier (FCP, TTFB) leaves with the next hide.
      document.addEventListener('visibilitychange', flush);
    })
    .catch(() => undefined);
}
