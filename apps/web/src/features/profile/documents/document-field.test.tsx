import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { DocumentField } from './document-field';

/** A stand-in XMLHttpRequest the test drives: progress, then the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  response: unknown = null;
  responseType = '';
  timeout = 0;
  withCredentials = false;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const sent = () => {
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('nothing was sent');
  return xhr;
};

function Caste({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (path: string) => void }) {
  const [path, setPath] = useState(initial);
  return (
    <>
      <DocumentField
        id="caste"
        label="Caste Certificate"
        fileType="CasteCertificate"
        userId={123}
        required
        value={path}
        onChange={(next) => {
          setPath(next);
          onChange(next);
        }}
      />
      <output data-testid="path">{path}</output>
    </>
  );
}

const renderIt = (ui: React.ReactNode) => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Suspense fallback={null}>{ui}</Suspense>
    </QueryClientProvider>,
  );
  return user;
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg', 'profile']);
});
/** GET /api/FileUpload/fileInfo answers, by path: the names the saved files had. */
const savedNames: Record<string, string> = {};
const fetchMock = vi.fn(async (url: string) => {
  const path = new URL(url, 'http://localhost').searchParams.get('path') ?? '';
  return Response.json({ Status: 'Success', Data: { FileName: savedNames[path] ?? 'unknown.pdf' } });
});
beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentField', () => {
  it('uploads as the signed-in user with a real progress bar, then links and previews the PDF', async () => {
    const user = renderIt(<Caste />);
    const input = await screen.findByLabelText(/^Caste Certificate/);
    expect(input).toHaveAttribute('accept', '.pdf');
    await user.upload(input, new File(['%PDF-1.4'], 'caste.pdf', { type: 'application/pdf' }));
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/FileUpload/UploadFile');
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(xhr.body?.get('userID')).toBe('123');
    expect(xhr.body?.get('fileType')).toBe('CasteCertificate');
    expect(xhr.body?.get('file')).toMatchObject({ name: 'caste.pdf' });

    // in act: the bar may already be there at 0 (the upload's start), and must be read at 40
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading...' });
    expect(bar).toHaveAttribute('value', '40');
    savedNames['0123456789abcdef0123456789abcdef.pdf'] = 'caste.pdf';
    xhr.respond(200, { Status: 'Success', Data: { FilePath: '0123456789abcdef0123456789abcdef.pdf' } });

    expect(await screen.findByText('Uploaded: caste.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('0123456789abcdef0123456789abcdef.pdf');
    const link = screen.getByRole('link', { name: 'Open Caste Certificate (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/api/FileUpload/file?path=0123456789abcdef0123456789abcdef.pdf');
    await user.click(screen.getByRole('button', { name: 'Show preview' }));
    expect(screen.getByTitle('Preview of Caste Certificate')).toHaveAttribute('src', link.getAttribute('href'));
  });

  it("shows the server's refusal in its words and keeps the current document", async () => {
    const user = renderIt(<Caste initial="aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf" />);
    const input = await screen.findByLabelText(/^Caste Certificate/);
    await user.upload(input, new File(['not a pdf'], 'photo.pdf', { type: 'application/pdf' }));
    sent().respond(415, {
      Status: 'Error',
      MessageKey: 'accounts.uploadInvalidType',
      Message: 'Invalid file type. Allowed: pdf',
    });
    expect(await screen.findByText('Invalid file type. Allowed: pdf')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf');
  });

  it("shows a saved document by its file's own name, not its storage key (issue 23 item 3)", async () => {
    savedNames['cccccccccccccccccccccccccccccccc.pdf'] = 'जात प्रमाणपत्र.pdf';
    renderIt(<Caste initial="cccccccccccccccccccccccccccccccc.pdf" />);
    expect(await screen.findByText('Uploaded: जात प्रमाणपत्र.pdf')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/FileUpload/fileInfo?path=cccccccccccccccccccccccccccccccc.pdf',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('says a PDF is the only type before a file is chosen, in the accept list and the hint, and offers to make one from photos', async () => {
    renderIt(<Caste />);
    const input = await screen.findByLabelText(/^Caste Certificate/);
    expect(input).toHaveAttribute('accept', '.pdf');
    expect(input).toHaveAccessibleDescription(
      /Allowed: pdf\. Maximum size: 5 MB\. Only a PDF is accepted\. Photos of the document can be made into one PDF here/,
    );
    const make = await screen.findByRole('button', { name: 'Make a PDF from photos: Caste Certificate' });
    expect(make).toHaveAttribute('aria-expanded', 'false');
  });

  it('Replace opens the file chooser; Remove clears the field and returns focus to the input', async () => {
    const onChange = vi.fn();
    const user = renderIt(<Caste initial="bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg" onChange={onChange} />);
    const input = await screen.findByLabelText(/^Caste Certificate/);
    expect(screen.getByRole('img', { name: 'Preview of Caste Certificate' })).toHaveAttribute(
      'src',
      '/api/FileUpload/file?path=bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg',
    );
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Replace Caste Certificate' }));
    expect(click).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Caste Certificate' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });
});
