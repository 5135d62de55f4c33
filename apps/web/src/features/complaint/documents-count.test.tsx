import { COMPLAINT_DOCUMENTS } from '@portal/shared';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { type DocumentRow, DocumentsList } from './documents-list';
import './catalogs';

/**
 * Form A's documents list in the browser (issue 17 "Tests that catch what they claim": a browser that
 * let a sixth document be added survived every test). The limit is the shared one the server
 * enforces (modules/cases/form-rules.test.ts): 5 rows can be added, a sixth cannot.
 */
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'complaint', 'msg']);
});
afterEach(cleanup);

function Documents() {
  const [rows, setRows] = useState<DocumentRow[]>([]);
  const keys = useRef(0);
  return <DocumentsList rows={rows} onChange={setRows} nextKey={() => ++keys.current} />;
}

const max = COMPLAINT_DOCUMENTS.maxCount;

describe('the complaint documents list', () => {
  it(`adds rows up to ${max}, then refuses a ${max + 1}th until one is removed`, { timeout: 30_000 }, async () => {
    expect(max).toBe(5); // spec §9: at most 5 documents
    const user = userEvent.setup();
    render(
      <Suspense fallback={null}>
        <Documents />
      </Suspense>,
    );
    const add = await screen.findByRole('button', { name: 'Add document' });
    for (let n = 1; n <= max; n += 1) {
      expect(add).toBeEnabled();
      await user.click(add);
      expect(screen.getAllByRole('textbox', { name: /Document name/ })).toHaveLength(n);
    }
    // five rows: the sixth cannot be added
    expect(add).toBeDisabled();
    await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /Document name/ })).toHaveLength(max);

    await user.click(screen.getByRole('button', { name: `Remove document ${max}` }));
    expect(screen.getAllByRole('textbox', { name: /Document name/ })).toHaveLength(max - 1);
    expect(add).toBeEnabled();
  });

  it(`limits a document's name to ${COMPLAINT_DOCUMENTS.nameMax} characters, as the server does`, {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    render(
      <Suspense fallback={null}>
        <Documents />
      </Suspense>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add document' }));
    const name = screen.getByRole('textbox', { name: /Document name/ });
    expect(name).toHaveAttribute('maxLength', String(COMPLAINT_DOCUMENTS.nameMax));
    await user.click(name);
    await user.paste('x'.repeat(COMPLAINT_DOCUMENTS.nameMax + 1));
    expect(name).toHaveValue('x'.repeat(COMPLAINT_DOCUMENTS.nameMax));
  });
});
