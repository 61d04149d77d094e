import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import type { PluginOption } from 'vite';
import { catalogAddresses } from './catalogAddresses.ts';

/**
 * What compiles the app, for the browser's build (vite.config.ts) and the server's render
 * (vite.server.config.ts) alike: the file routes (split per route), React with Lingui's macros
 * (the babel plugin: the SWC one's message ids do not match the catalogs), the catalogs, and
 * their built addresses.
 */
export function appPlugins(): PluginOption[] {
  return [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    catalogAddresses(),
  ];
}
