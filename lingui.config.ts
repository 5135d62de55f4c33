import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

/**
 * Lingui's catalogs (docs/decisions/016-lingui.md): one flat JSON file of ICU messages per namespace
 * and language, `<dir>/<namespace>/{en,mr}.json`, keyed by explicit message ids. The web build imports
 * them as `…/en.json?lingui` and the Vite plugin compiles them; the server compiles the shared ones.
 * The web's are in `apps/web/src/i18n` (app-wide) and in each feature's own `i18n/` folder (decision 054).
 */
function webCatalogDirs(): string[] {
  const src = 'apps/web/src';
  return readdirSync(new URL(`./${src}`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'i18n' || file.endsWith('/i18n'))
    .map((dir) => `${src}/${dir}`);
}

export default defineConfig({
  locales: ['en', 'mr'],
  sourceLocale: 'en',
  fallbackLocales: false,
  format: formatter({ style: 'minimal' }),
  catalogs: [...webCatalogDirs(), 'packages/shared/src/i18n'].map((dir) => ({
    path: `<rootDir>/${dir}/{name}/{locale}`,
    include: [`<rootDir>/${dir}/{name}/`],
  })),
});
