import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The translations of a server-rendered page: the server names those it drew the page with
 * (`rendered()`, into ssr-data), and the browser fetches them at once rather than suspending for each in
 * turn while it hydrates. Each test loads the translator afresh, after the page's ssr-data is in place.
 */
afterEach(() => {
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
  vi.resetModules();
});

const helpCatalogs = import.meta.glob<{ messages: Record<string, string> }>('../features/help/i18n/help/*.json', {
  query: '?lingui',
});
const helpArea = import.meta.glob<{ messages: Record<string, string> }>('@shared-catalogs/help/*.json', {
  query: '?lingui',
});

/** The translator as a page with this ssr-data loads it (none: a page the browser renders alone). */
async function translatorOf(ssrData?: object) {
  if (ssrData)
    document.body.innerHTML = `<script type="application/json" id="ssr-data">${JSON.stringify(ssrData)}</script>`;
  vi.resetModules();
  return import('.');
}

describe('a page’s translations', () => {
  it('are those asked for since the page began to render on the server', async () => {
    vi.stubEnv('SSR', true);
    const { default: i18n, useTranslation } = await translatorOf();
    await i18n.loadNamespaces(['form', 'ui']);
    function Fields() {
      const { t } = useTranslation('form');
      return <p>{t('ui:required')}</p>;
    }
    i18n.renderIn('en');
    renderToString(<Fields />);
    expect(i18n.rendered()).toEqual(['form', 'ui']);
    i18n.renderIn('en');
    expect(i18n.rendered()).toEqual([]);
  });

  it('are fetched by the browser before anything asks for them; a feature’s when it adds them, msg with its areas', async () => {
    const { default: i18n, addCatalogs } = await translatorOf({
      lang: 'en',
      resources: {},
      namespaces: ['form', 'help', 'msg', 'ui'],
    });
    await vi.waitFor(() => expect(i18n.isLoaded('form') && i18n.isLoaded('ui')).toBe(true));
    // not named by the page; msg waits for the feature that adds its areas
    expect(i18n.isLoaded('common')).toBe(false);
    expect(i18n.isLoaded('msg')).toBe(false);

    addCatalogs(helpCatalogs, helpArea);
    await vi.waitFor(() => expect(i18n.isLoaded('help') && i18n.isLoaded('msg')).toBe(true));
    expect(i18n.t('msg:help.verifyMobile')).toBe('Please verify your mobile number');
    expect(i18n.t('help:meetings.title')).toBe('Meeting scheduler');
  });

  it('in another language than the page’s are not fetched ahead (the browser renders it alone)', async () => {
    localStorage.setItem('language', 'mr');
    try {
      const { default: i18n } = await translatorOf({ lang: 'en', resources: {}, namespaces: ['form'] });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(i18n.isLoaded('form')).toBe(false);
    } finally {
      localStorage.clear();
    }
  });

  it('msg on its way when a feature adds an area comes with that area', async () => {
    const { default: i18n, addCatalogs } = await translatorOf();
    const msg = i18n.load('msg');
    addCatalogs({}, helpArea);
    await msg;
    expect(i18n.t('msg:help.verifyMobile')).toBe('Please verify your mobile number');
  });
});
