import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';

type Catalog = { messages: Messages };

/** The chat window's messages (web namespace `chatbot`, shared area `chatbot`), added when the window loads. */
addCatalogs(
  import.meta.glob<Catalog>('../../i18n/chatbot/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('../../../../../packages/shared/src/i18n/chatbot/*.json', { query: '?lingui' }),
);
