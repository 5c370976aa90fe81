import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path, not through '@lotto/contract': Vite loads this config with Node, which takes the
// contract's index as external and cannot resolve its .ts imports. These two import nothing.
import { APP_ALIASES, SERVER_RENDERED_PAGES } from '../../packages/contract/src/app-aliases';
import { FIRST_PAINT } from '../../packages/contract/src/constants';
import {
  type PaintedPagesFacts,
  paintedPagesCaching,
  paintedPathsPattern,
} from './src/shared/pwa/painted-pages-cache';

const PAINTED_PAGES: PaintedPagesFacts = {
  pages: Object.keys(SERVER_RENDERED_PAGES),
  homeAliases: APP_ALIASES.home,
  paint: FIRST_PAINT,
};

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/m/',
  plugins: [
    react(),
    !isSsrBuild &&
      VitePWA({
        // The server writes the manifest per site (white-label name, colours): none at build time.
        manifest: false,
        // An external registerSW.js (the CSP allows no inline script), deferred: a classic script
        // in the head would hold back the first paint of the server's shell until it arrived.
        injectRegister: 'script-defer',
        registerType: 'autoUpdate',
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          navigateFallback: '/m/index.html',
          navigateFallbackAllowlist: [/^\/m\//],
          // API answers belong to a member: never precached, never matched by a runtime cache.
          // The vendor game page is its own document: never answered with the app's index.html.
          // A server-rendered page is answered by its own route below, with its last painted HTML.
          navigateFallbackDenylist: [
            /^\/wps\//,
            /^\/lgw\//,
            /^\/m\/play\.html/,
            paintedPathsPattern(PAINTED_PAGES),
          ],
          runtimeCaching: [paintedPagesCaching(PAINTED_PAGES)],
          cleanupOutdatedCaches: true,
        },
      }),
  ],
  build: {
    manifest: true,
    rollupOptions: {
      // The app, and the vendor game page that the launch screen frames (its own small root).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        play: fileURLToPath(new URL('./play.html', import.meta.url)),
      },
    },
    target: 'es2020',
    sourcemap: false,
  },
  server: {
    proxy: { '/wps': API_TARGET, '/lgw': API_TARGET, '/healthz': API_TARGET },
  },
}));
