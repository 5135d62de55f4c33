import { formatIndianNumber } from '@portal/shared/basics';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n';
import { controlA11y, FieldNotes, RequiredMark } from './field';
import './combobox.css';

export type ComboboxValue = string | number;
export type ComboboxOption<V extends ComboboxValue = ComboboxValue> = { value: V; label: string };

export type ComboboxProps<V extends ComboboxValue> = {
  /** Visible label above the field. */
  label: ReactNode;
  options: readonly ComboboxOption<V>[];
  /** The chosen option's value; null, undefined or a value not in `options` means nothing is chosen. */
  value: V | null | undefined;
  /** Called with the chosen option's value, or null when the field is cleared. */
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  /** Shown in the empty field. */
  placeholder?: string;
  /** Help under the label. */
  hint?: ReactNode;
  /** Already translated error text, shown under the hint; also marks the field aria-invalid. */
  error?: string;
  /** Adds "(required)" to the label and aria-required to the field. */
  required?: boolean;
  disabled?: boolean;
  /** Id of the text input (the error summary links to it); generated when absent. */
  id?: string;
  name?: string;
  /** react-hook-form's `field.ref`, so a failed submit can focus the field. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * At most this many options are in the page at once, a window that follows the highlighted option:
 * an institute list of 2,000+ names stays quick to open and to move through on a slow phone.
 */
export const OPTIONS_WINDOW = 100;

/** Case-insensitive, Unicode-normalised, so "पुणे" typed with any keyboard matches "पुणे" in the list. */
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase().trim();

/**
 * A searchable select (WAI-ARIA 1.2 editable combobox with list autocomplete): type to filter the
 * options, Arrow keys move through them, Enter chooses, Escape closes (and restores the chosen
 * label), Home/End jump to the first/last option while the list is open, a click chooses too.
 * The value can only be one of the options: text that matches no option is dropped on blur.
 * Label, "(required)", hint and error follow ui/field (FieldFrame), so the error summary can link
 * to `id` like any other field.
 *
 * With react-hook-form:
 * `<Controller name="districtId" control={control} render={({ field, fieldState }) =>
 *   <Combobox label={t('district')} options={districts} value={field.value} onChange={field.onChange}
 *     onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error && t(`msg:${fieldState.error.message}`)} />} />`
 */
export function Combobox<V extends ComboboxValue>({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  hint,
  error,
  required,
  disabled,
  id,
  name,
  inputRef,
  className,
}: ComboboxProps<V>) {
  const { t, i18n } = useTranslation(['ui', 'msg']);
  const number = (value: number) => formatIndianNumber(value, i18n.language);
  const uid = useId();
  const inputId = id ?? `${uid}-input`;
  const labelId = `${uid}-label`;
  const listId = `${uid}-list`;
  const optionId = (index: number) => `${uid}-option-${index}`;

  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement, []);
  const list = useRef<HTMLDivElement>(null);

  const selected = options.find((option) => option.value === value) ?? null;
  /** Text being typed; null while the field just shows the chosen option. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  /** The highlighted option (index into `filtered`) and the first option of the rendered window. */
  const [view, setView] = useState({ active: -1, start: 0 });
  const { active, start } = view;

  const filtered = useMemo(() => {
    if (query === null || query.trim() === '') return options;
    const needle = fold(query);
    return options.filter((option) => fold(option.label).includes(needle));
  }, [options, query]);

  // Keep the highlighted option visible while moving through a long list.
  useEffect(() => {
    if (!open || active < 0) return;
    const element = list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  /** Highlights option `index`, sliding the rendered window only when the index leaves it. */
  const highlight = (index: number) =>
    setView((current) => ({
      active: index,
      start:
        index < current.start
          ? index
          : index >= current.start + OPTIONS_WINDOW
            ? index - OPTIONS_WINDOW + 1
            : current.start,
    }));

  const openList = (where: 'selected' | 'first' | 'last') => {
    const current = selected ? filtered.indexOf(selected) : -1;
    highlight(where === 'last' ? filtered.length - 1 : where === 'selected' && current >= 0 ? current : 0);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setView({ active: -1, start: 0 });
    setQuery(null);
  };

  const choose = (option: ComboboxOption<V>) => {
    close();
    if (option.value !== value) onChange(option.value);
  };

  const clear = () => {
    close();
    if (value !== null && value !== undefined) onChange(null);
    input.current?.focus();
  };

  const move = (to: number) => {
    if (filtered.length === 0) return;
    highlight((to + filtered.length) % filtered.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? 'selected' : selected ? 'selected' : 'first');
        else if (!event.altKey) move(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(selected ? 'selected' : 'last');
        else move(active - 1);
        break;
      case 'Home':
        if (!open) return;
        event.preventDefault();
        move(0);
        break;
      case 'End':
        if (!open) return;
        event.preventDefault();
        move(filtered.length - 1);
        break;
      case 'Enter': {
        if (!open) return;
        // Choosing an option must not also submit the surrounding form.
        event.preventDefault();
        const option = filtered[active];
        if (option) choose(option);
        else close();
        break;
      }
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        if (open && active >= 0 && query !== null && filtered[active]) choose(filtered[active]);
        break;
    }
  };

  const onInputBlur = () => {
    if (query !== null) {
      // Typed text counts only when it names an option exactly; an emptied field clears the value.
      const typed = fold(query);
      if (typed === '') {
        if (value !== null && value !== undefined) onChange(null);
      } else {
        const match = options.find((option) => fold(option.label) === typed);
        if (match && match.value !== value) onChange(match.value);
      }
    }
    close();
    onBlur?.();
  };

  const showEmpty = open && filtered.length === 0;

  return (
    <div className={['field', 'combobox', error ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={inputId} className="field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldNotes id={inputId} hint={hint} error={error} />
      <div className="combobox__control">
        <input
          ref={input}
          name={name}
          type="text"
          role="combobox"
          className="combobox__input"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && filtered[active] ? optionId(active) : undefined}
          {...controlA11y(inputId, hint, error, required)}
          placeholder={placeholder}
          disabled={disabled}
          value={query ?? selected?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setView({ active: 0, start: 0 });
          }}
          onClick={() => {
            if (!open) openList('selected');
          }}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
        />
        {selected && !disabled && (
          <button
            type="button"
            className="combobox__clear"
            aria-label={t('clear', { label: typeof label === 'string' ? label : '' }).trim()}
            onClick={clear}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button
          type="button"
          className="combobox__toggle"
          // The arrow is a mouse shortcut; keyboard users open the list with Alt+Down or by typing (APG).
          tabIndex={-1}
          aria-label={t('showOptions')}
          aria-expanded={open}
          aria-controls={listId}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            if (open) close();
            else openList('selected');
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
        <div className="combobox__popup" hidden={!open}>
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            className="combobox__list"
            hidden={!open || filtered.length === 0}
          >
            {open &&
              filtered.slice(start, start + OPTIONS_WINDOW).map((option, offset) => {
                const index = start + offset;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with the arrows and Enter in the input (aria-activedescendant)
                  <div
                    key={String(option.value)}
                    id={optionId(index)}
                    data-index={index}
                    role="option"
                    // Options never take focus (it stays in the input); -1 only marks them as interactive.
                    tabIndex={-1}
                    aria-selected={option.value === value}
                    className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
                    // Keep focus in the input so the blur handler does not run before the click.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== active && highlight(index)}
                    onClick={() => choose(option)}
                  >
                    {option.label}
                  </div>
                );
              })}
          </div>
          {showEmpty && <div className="combobox__note">{t('noMatches')}</div>}
          {open && filtered.length > OPTIONS_WINDOW && (
            <div className="combobox__note">
              {t('window', {
                from: number(start + 1),
                to: number(Math.min(start + OPTIONS_WINDOW, filtered.length)),
                total: number(filtered.length),
              })}
            </div>
          )}
        </div>
      </div>
      <div className="visually-hidden" aria-live="polite">
        {open && query !== null ? t('results', { count: filtered.length }) : ''}
      </div>
    </div>
  );
}
