import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { Captcha, type CaptchaState } from './domain/captcha';
import { OtpCodeField } from './domain/otp-code-field';
import { ErrorSummary } from './error-summary';
import { Field } from './field';
import { FileInput } from './file-input';
import { RadioGroup } from './radio-group';

const renderIt = (ui: React.ReactNode) => {
  const user = userEvent.setup();
  render(<Suspense fallback={null}>{ui}</Suspense>);
  return user;
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg']);
});
afterEach(cleanup);

/** Components under test, as a form would hold them. */
function Form() {
  const [submits, setSubmits] = useState(0);
  return (
    <>
      <ErrorSummary errors={submits ? [{ id: 'first', message: 'First name is required.' }] : []} focusKey={submits} />
      <Field id="first" label="First name" />
      <button type="button" onClick={() => setSubmits((n) => n + 1)}>
        Register
      </button>
    </>
  );
}

function Choice() {
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      id="iti"
      name="iti"
      legend="Registered with an ITI?"
      required
      error="Please select Yes or No for ITI registration."
      options={[
        { value: 'Y', label: 'Yes' },
        { value: 'N', label: 'No' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

function Photo({ upload }: { upload: (file: File) => Promise<string> }) {
  const [path, setPath] = useState('');
  return (
    <>
      <FileInput id="photo" label="Photo" required fileType="Photo" value={path} onChange={setPath} upload={upload} />
      <output data-testid="path">{path}</output>
    </>
  );
}

function Code({ onEnter }: { onEnter: () => void }) {
  const [code, setCode] = useState('');
  return <OtpCodeField id="code" value={code} onChange={setCode} onEnter={onEnter} />;
}

describe('Field', () => {
  it('has its label with (required), the hint and the error as description, and aria-invalid', async () => {
    renderIt(
      <Field id="email" type="email" label="Email" required hint="We write to you here" error="Email is required." />,
    );
    const input = await screen.findByRole('textbox', { name: /^Email\s?\(required\)$/ });
    expect(input).toHaveAccessibleDescription(/^We write to you here Error:\s?Email is required\.$/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it("password: Ctrl and Alt combinations are blocked with the spec's warning", async () => {
    const user = renderIt(<Field id="pw" type="password" label="Password" />);
    const input = await screen.findByLabelText('Password');
    await user.type(input, 'Pune');
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(input).toHaveValue('Pun');
    expect(screen.getByText('Ctrl and Alt keys are disabled for security reasons.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Ctrl and Alt keys are disabled for security reasons.');
  });
});

describe('ErrorSummary', () => {
  it('takes focus after a failed submit and its link focuses the field', async () => {
    const user = renderIt(<Form />);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'First name is required.' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });
});

describe('RadioGroup', () => {
  it('is a named group whose first radio carries the id an error links to', async () => {
    const user = renderIt(<Choice />);
    const group = await screen.findByRole('group', { name: /^Registered with an ITI\?\s?\(required\)$/ });
    expect(group).toHaveAccessibleDescription(/^Error:\s?Please select Yes or No for ITI registration\.$/);
    expect(screen.getByLabelText('Yes')).toHaveAttribute('id', 'iti');
    await user.click(screen.getByLabelText('No'));
    expect(screen.getByLabelText('No')).toBeChecked();
  });
});

describe('FileInput', () => {
  it("refuses a wrong type or a too large file in the browser with the spec's messages", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn(async () => 'stored.jpg');
    render(
      <Suspense fallback={null}>
        <Photo upload={upload} />
      </Suspense>,
    );
    const input = await screen.findByLabelText(/^Photo/);
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg');
    await user.upload(input, new File(['%PDF-1.4'], 'photo.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Invalid file type. Allowed: jpg, jpeg')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('File too large. Maximum size: 1 MB')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('hands an accepted file to `upload` and the stored path to the form; a failed upload shows its words', async () => {
    const user = userEvent.setup();
    const upload = vi
      .fn<(file: File) => Promise<string>>()
      .mockResolvedValueOnce('abc.jpg')
      .mockRejectedValueOnce(new Error('Please verify your mobile number first.'));
    render(
      <Suspense fallback={null}>
        <Photo upload={upload} />
      </Suspense>,
    );
    const input = await screen.findByLabelText(/^Photo/);
    const photo = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);
    expect(upload).toHaveBeenCalledWith(photo);
    expect(await screen.findByText('Uploaded: me.jpg')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('abc.jpg');
    await user.upload(input, new File(['jpeg'], 'again.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Please verify your mobile number first.')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toBeEmptyDOMElement();
  });
});

describe('OtpCodeField', () => {
  it('keeps six digits (Marathi digits too) and Enter checks the code without submitting the form', async () => {
    const onEnter = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const user = renderIt(
      <form onSubmit={onSubmit}>
        <Code onEnter={onEnter} />
      </form>,
    );
    const input = await screen.findByRole('textbox', { name: /^OTP/ });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '1a2३४5678');
    expect(input).toHaveValue('123456');
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Captcha', () => {
  it('shows the challenge it is given; refresh asks the owner for a new one and audio plays its link', async () => {
    const play = vi.fn(async () => undefined);
    const audios: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(src: string) {
          audios.push(src);
        }
        play = play;
      },
    );
    const captcha: CaptchaState = {
      kind: 'login',
      id: 'c1',
      image: 'data:image/png;base64,AAAA',
      isLoading: false,
      isError: false,
      reload: vi.fn(),
      audioSrc: (lang) => `/audio?id=c1&lang=${lang}`,
    };
    const onRefresh = vi.fn();
    const user = renderIt(<Captcha captcha={captcha} id="cap" label="Captcha" onRefresh={onRefresh} />);
    expect(await screen.findByRole('img', { name: 'CAPTCHA image: type the characters shown' })).toHaveAttribute(
      'src',
      captcha.image,
    );
    await user.click(screen.getByRole('button', { name: 'New CAPTCHA' }));
    expect(captcha.reload).toHaveBeenCalledTimes(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /Play audio/ }));
    expect(audios).toEqual(['/audio?id=c1&lang=en']);
    expect(play).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
