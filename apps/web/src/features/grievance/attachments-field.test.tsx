import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { AttachmentsField } from './attachments-field';
import './catalogs';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'grievance', 'msg']);
});
afterEach(cleanup);

function Attachments() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <AttachmentsField
      id="att"
      files={files}
      onChange={setFiles}
      fileErrors={files.map((file) => (file.name === 'server-refused.pdf' ? 'Refused by the server' : undefined))}
    />
  );
}

const file = (name: string, size = 100, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

describe('the grievance attachments', () => {
  it('keeps jpeg, png and pdf files up to 3, and names every refused file with its reason', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <Suspense fallback={null}>
        <Attachments />
      </Suspense>,
    );
    const input = await screen.findByLabelText(/^Attachments/);
    await user.upload(input, [
      file('letter.pdf'),
      file('program.exe'),
      file('huge.png', 5 * 1024 * 1024 + 1, 'image/png'),
      file('photo.JPEG', 100, 'image/jpeg'),
      file('scan.png', 100, 'image/png'),
      file('fourth.pdf'),
    ]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(Array.from(list.querySelectorAll('li > span')).map((n) => n.textContent)).toEqual([
      'letter.pdf',
      'photo.JPEG',
      'scan.png',
    ]);
    const error = document.getElementById('att-error')?.textContent ?? '';
    expect(error).toContain('program.exe: Invalid file type. Allowed: jpeg, png, pdf');
    expect(error).toContain('huge.png: File too large. Maximum size: 5 MB');
    expect(error).toContain('fourth.pdf: Maximum 3 attachments allowed');
    expect(error).not.toContain('letter.pdf');
    // three chosen: no more can be added until one is removed
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove photo.JPEG' }));
    expect(input).toBeEnabled();
    expect(document.getElementById('att-error')).toBeNull();
  });

  it("shows the server's words next to the file they are about", async () => {
    const user = userEvent.setup();
    render(
      <Suspense fallback={null}>
        <Attachments />
      </Suspense>,
    );
    await user.upload(await screen.findByLabelText(/^Attachments/), [file('ok.pdf'), file('server-refused.pdf')]);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).not.toContain('Refused by the server');
    expect(items[1]?.textContent).toContain('Refused by the server');
  });
});
