import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

/**
 * Lingui's catalogs (docs/decisions/016-lingui.md): one flat JSON file of ICU messages per namespace
 * and language, `<dir>/<namespace>/{en,mr}.json`, keyed by explicit message ids. The web build imports
 * them as `…/en.json?lingui` and the Vite plugin compiles them; the server compiles the shared ones.
 */
export default defineConfig({
  locales: ['en', 'mr'],
  sourceLocale: 'en',
  fallbackLocales: false,
  format: formatter({ style: 'minimal' }),
  catalogs: ['apps/web/src/i18n', 'packages/shared/src/i18n'].map((dir) => ({
    path: `<rootDir>/${dir}/{name}/{locale}`,
    include: [`<rootDir>/${dir}/{name}/`],
  })),
});
