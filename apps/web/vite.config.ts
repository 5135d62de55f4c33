import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes .gz and .br beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      // the server-rendering build (app/ssr.tsx) is read from disk by the server, never sent
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const files = (await fs.readdir(outDir, { recursive: true }))
        .filter((f) => /\.(js|css|html|svg|json)$/.test(f))
        .map((f) => path.join(outDir, f));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          if (data.length < 1024) return;
          await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
          await fs.writeFile(`${file}.br`, await brotli(data));
        }),
      );
    },
  };
}

/**
 * Puts src/app/presentation-init.js into the page itself: it must run before the first paint, and as a
 * file of its own it cost the first paint a round trip (Lighthouse: 300 ms on a slow phone line). The
 * server allows it by its hash (apps/server/src/platform/security-headers.ts): the CSP stays strict.
 */
function inlinePresentation(): Plugin {
  const file = path.resolve(import.meta.dirname, 'src/app/presentation-init.js');
  return {
    name: 'inline-presentation',
    transformIndexHtml: {
      // before Vite's own pass, which would try to bundle the file
      order: 'pre',
      async handler(html) {
        const code = (await fs.readFile(file, 'utf8'))
          .split('\n')
          .filter((line) => !/^\s*\/\//.test(line))
          .map((line) => line.trim())
          .join('\n');
        return html.replace('<script src="/presentation-init.js"></script>', () => `<script>${code}</script>`);
      },
    },
  };
}

const api = 'http://127.0.0.1:3001';

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production build, whatever NODE_ENV the shell has: with NODE_ENV=development
  // Vite would ship React's development build (171 KB on the landing route). Vite reads NODE_ENV
  // after loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      // Compiles the message catalogs imported as `…/<namespace>/<lang>.json?lingui` (decision 016).
      lingui({ configPath: path.resolve(import.meta.dirname, '../../lingui.config.ts') }),
      inlinePresentation(),
      precompress(),
    ],
    // import.meta.glob takes aliases, not package specifiers: the shared catalogs (decision 054).
    resolve: { alias: { '@shared-catalogs': path.resolve(import.meta.dirname, '../../packages/shared/src/i18n') } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      // every browser that runs ES2022 (Chromium 94+, Safari 16.4+, Firefox 115+) has modulepreload
      modulePreload: { polyfill: false },
      copyPublicDir: !isSsrBuild,
      // One stylesheet for every screen, linked from the page: a server-rendered screen is styled on
      // its first paint, not when its chunk's CSS arrives after the JavaScript (docs/decisions/070).
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The translations and the formatters, one file: every page loads both with the app, and
            // the forms' schemas, imported on first use (decision 072), reach the formatters alone,
            // which would split them into a file of their own (one more request, 0.3 KB more on `/`).
            groups: [
              {
                name: 'i18n',
                test: /[\\/](packages[\\/]shared[\\/]src[\\/]format\.ts|@lingui[\\/]core[\\/]|apps[\\/]web[\\/]src[\\/]i18n[\\/]index)/,
                includeDependenciesRecursively: false,
              },
              // The query cache, one file: every screen after the landing page loads all four files it
              // came in (the query client, its caches, queries and mutations), each a request and a
              // <link rel=modulepreload> the page adds as the screen loads (decision 072's amendment).
              {
                name: 'query',
                test: /@tanstack[\\/]query-core[\\/].*[\\/](queryClient|queryCache|mutationCache|hydration|query|mutation|removable|retryer|utils|subscribable|notifyManager|focusManager|onlineManager|timeoutManager|environmentManager|infiniteQueryBehavior)\.js$|@tanstack[\\/]react-query[\\/].*[\\/]QueryClientProvider\.js$|apps[\\/]web[\\/]src[\\/]lib[\\/]query\.tsx$/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy: { '/api': api, '/Base': api, '/region': api, '/healthz': api } },
  };
});
