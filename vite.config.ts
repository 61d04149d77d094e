import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { referencePlatform } from './server/vite-plugin.ts';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    referencePlatform(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
  },
  server: { port: Number(process.env.PORT ?? 5173) },
});
