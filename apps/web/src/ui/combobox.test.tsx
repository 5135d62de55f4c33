import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { Combobox, type ComboboxOption, OPTIONS_WINDOW } from './combobox';

const districts: ComboboxOption<number>[] = [
  { value: 1, label: 'Ahmednagar' },
  { value: 2, label: 'Akola' },
  { value: 3, label: 'Pune' },
  { value: 4, label: 'पुणे शहर' },
  { value: 5, label: 'Thane' },
];

/** A parent that owns the value, as a page or react-hook-form would. */
function Controlled({
  initial = null,
  error,
  options = districts,
}: {
  initial?: number | null;
  error?: string;
  options?: ComboboxOption<number>[];
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <Combobox
        label="District"
        hint="Start typing the district name"
        error={error}
        required
        placeholder="Select district"
        options={options}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

/** A react-hook-form form holding the combobox through Controller. */
function DistrictForm({ onSubmit }: { onSubmit: (data: { districtId: number | null }) => void }) {
  const { control, handleSubmit } = useForm<{ districtId: number | null }>({ defaultValues: { districtId: null } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="districtId"
        control={control}
        render={({ field }) => (
          <Combobox
            label="District"
            options={districts}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )}
      />
      <button type="submit">Search</button>
    </form>
  );
}

const renderIt = async (ui: React.ReactNode) => {
  const user = userEvent.setup();
  render(<Suspense fallback={null}>{ui}</Suspense>);
  const input = await screen.findByRole('combobox', { name: /District/ });
  return { user, input };
};

const value = () => screen.getByTestId('value').textContent;
const listbox = () => screen.queryByRole('listbox');
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('ui');
});
afterEach(cleanup);

describe('Combobox', () => {
  it('is a labelled combobox with its hint and required mark, collapsed at first', async () => {
    const { input } = await renderIt(<Controlled />);
    expect(input).toHaveAccessibleName(/^District\s?\(required\)$/);
    expect(input).toHaveAccessibleDescription('Start typing the district name');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('placeholder', 'Select district');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(listbox()).toBeNull();
  });

  it('chooses an option with the keyboard: ArrowDown opens, arrows move, Enter chooses', async () => {
    const { user, input } = await renderIt(<Controlled />);
    await user.click(input);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(optionNames()).toHaveLength(5);
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Ahmednagar');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Pune');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Akola');
    await user.keyboard('{End}');
    expect(active()).toBe('Thane');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Ahmednagar'); // wraps
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}');
    expect(value()).toBe('3');
    expect(input).toHaveValue('Pune');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Reopening highlights the chosen option, which is marked selected.
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Pune');
    expect(screen.getByRole('option', { name: 'Pune' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters as you type, case-insensitively and in Devanagari', async () => {
    const { user, input } = await renderIt(<Controlled />);
    await user.type(input, 'AK');
    expect(optionNames()).toEqual(['Akola']);
    await user.clear(input);
    await user.type(input, 'pun');
    expect(optionNames()).toEqual(['Pune']);
    await user.clear(input);
    await user.type(input, 'पुणे');
    expect(optionNames()).toEqual(['पुणे शहर']);
    await user.keyboard('{Enter}');
    expect(value()).toBe('4');
    expect(input).toHaveValue('पुणे शहर');
  });

  it('says when nothing matches', async () => {
    const { user, input } = await renderIt(<Controlled />);
    await user.type(input, 'zzz');
    expect(listbox()).toBeNull();
    expect(screen.getByText('No matches found')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(value()).toBe('null');
  });

  it('Escape closes the list and restores the chosen option', async () => {
    const { user, input } = await renderIt(<Controlled initial={5} />);
    expect(input).toHaveValue('Thane');
    await user.clear(input);
    await user.type(input, 'ak');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Thane');
    expect(value()).toBe('5');
    expect(input).toHaveFocus();
  });

  it('chooses with the mouse and clears with the clear button', async () => {
    const { user, input } = await renderIt(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('option', { name: 'Akola' }));
    expect(value()).toBe('2');
    expect(listbox()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear District' }));
    expect(value()).toBe('null');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('keeps only text that names an option when focus leaves', async () => {
    const { user, input } = await renderIt(<Controlled initial={1} />);
    await user.clear(input);
    await user.type(input, 'nowhere');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Ahmednagar');
    await user.clear(input);
    await user.type(input, 'thane');
    await user.click(document.body);
    expect(value()).toBe('5');
    expect(input).toHaveValue('Thane');
    await user.clear(input);
    await user.click(document.body);
    expect(value()).toBe('null');
  });

  it('shows an error tied to the field', async () => {
    const { input } = await renderIt(<Controlled error="District is required" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^Start typing the district name Error:\s?District is required$/);
  });

  it('renders a window of a long list that follows the highlight, so every option stays reachable', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ value: i + 1, label: `Institute ${i + 1}` }));
    const { user, input } = await renderIt(<Controlled options={many} />);
    await user.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(OPTIONS_WINDOW);
    expect(screen.getByText('Showing 1–100 of 250. Type to narrow the list.')).toBeVisible();
    await user.keyboard('{End}');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Institute 250');
    expect(screen.getAllByRole('option')).toHaveLength(OPTIONS_WINDOW);
    expect(screen.getByText('Showing 151–250 of 250. Type to narrow the list.')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Institute 1');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(input).toHaveValue('Institute 249');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Institute 249');
    await user.keyboard('{Escape}');
    await user.type(input, '{Control>}a{/Control}7');
    expect(screen.queryByText(/Type to narrow the list/)).toBeNull();
  });

  it('works inside react-hook-form through Controller', async () => {
    let submitted: unknown = null;
    const { user, input } = await renderIt(
      <DistrictForm
        onSubmit={(data) => {
          submitted = data;
        }}
      />,
    );
    await user.type(input, 'aho');
    expect(optionNames()).toEqual([]);
    await user.clear(input);
    await user.type(input, 'ahm');
    // Enter chooses the highlighted option and does not submit the form.
    await user.keyboard('{Enter}');
    expect(submitted).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(submitted).toEqual({ districtId: 1 });
  });
});
