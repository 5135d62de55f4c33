import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type chatbot from './i18n/chatbot/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    chatbot: keyof typeof chatbot;
  }
}

/** The chat window's messages (web namespace `chatbot`, shared area `chatbot`), added when the window loads. */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/chatbot/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/chatbot/*.json', { query: '?lingui' }),
);
