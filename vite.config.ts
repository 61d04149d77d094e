import { defineConfig } from 'vite';
import { referencePlatform } from './server/vite-plugin.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { appPlugins } from './scripts/appPlugins.ts';
import { inlineEntryCss } from './scripts/inlineEntryCss.ts';
import { inlineFavicon } from './scripts/inlineFavicon.ts';
import { precompress } from './scripts/precompress.ts';
import { pagePreloads } from './scripts/pagePreloads.ts';
import { preloadApp } from './scripts/preloadApp.ts';
import { webManifests } from './scripts/webManifests.ts';

const startLibraries = /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|zod|@lingui)[\\/]/;

export default defineConfig({
  plugins: [
    ...appPlugins(),
    referencePlatform(),
    webManifests(),
    // The service worker (issue 14): src/worker/sw.ts, with every built file to precache written
    // into it. Registered by the app, not by the plugin; the manifests are
    // scripts/webManifests.ts's, one per language.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // A classic script, as the app registers it (src/platform/serviceWorker.ts).
        rollupFormat: 'iife',
      },
    }),
    preloadApp(),
    pagePreloads(),
    inlineEntryCss(),
    inlineFavicon(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // No preload links from Vite's import helper: at each lazy import it linked every file the
    // import needs, 84 on home, most of them loaded already, inside the start's tasks (their
    // appendChild was about 35 ms of CPU), and fetched 5.6 kB no page used. Two bench:compare runs
    // (4 and 5 alternating runs): TBT lower on all four pages in both (home -905 and -209 ms),
    // CPU-time blocking within the run-to-run spread. The page links what it starts with
    // (scripts/preloadApp.ts, page-preloads.json); the router preloads a page's code before showing it.
    modulePreload: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // The libraries every page starts with, in one file that changes only with them: split by
        // importer they were a dozen small files, each a request of its own on a slow phone's
        // connection (issue 14: login 54 requests -> 45 and 6.7 kB less; at 150 ms RTT and 1.6 Mbps
        // its first paint was unchanged, the game list's about 100 ms sooner).
        codeSplitting: {
          groups: [
            {
              // What the entry shares with the app (the server render's attribute names, the task boundary, the
              // import helper, the language cookie's name the first catalog's choice reads), in one
              // file: four small files before the entry could run were four requests before a first
              // paint in Lighthouse's count (issue 14).
              name: 'boot',
              test: (id) => /vite[\\/]preload-helper|contract[\\/](serverRender|languageCookie)|platform[\\/]nextTask/.test(id),
            },
            {
              name: 'framework',
              // The game list's virtual scrolling stays with the game list.
              test: (id) => startLibraries.test(id) && !/[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/.test(id),
            },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
});
