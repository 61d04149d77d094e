import { defineConfig } from 'vite';
import { appPlugins } from './scripts/appPlugins.ts';

/**
 * The server's render of the app (src/entry-server.tsx, issue 35): the same routes, components and
 * catalogs as the browser's build, as one module the front-end server imports
 * (server/lib/server-render.ts). Its libraries are bundled in, so it runs from `dist/ssr` alone;
 * stylesheets are left out (the page links the browser build's).
 */
export default defineConfig(({ mode }) => ({
  plugins: appPlugins(),
  // React's production build unless asked for its development one (`--mode development`), whose
  // messages say what a render met.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
    // One file: a new build is imported whole under a new address (server/lib/server-render.ts),
    // never beside chunks of the build before it that share a name.
    rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', inlineDynamicImports: true } },
  },
}));
