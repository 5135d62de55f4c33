import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { LanguageSelect } from '../../ui/language-select';
import { type Presentation, setPresentation, usePresentation } from '../presentation';
import './top-bar.css';

// The dialog (and the dialog component) loads on first open: the shell is on the landing page's budget.
const HelplineDialog = lazy(() => import('./helpline-dialog'));
const sizes: Presentation['textSize'][] = ['small', 'normal', 'large'];
const headers: Presentation['header'][] = ['blue', 'red', 'green'];

/** Skip link, text size, theme, header colour, language and the Helpline dialog. */
export function TopBar() {
  const { t } = useTranslation();
  const presentation = usePresentation();
  const [helplineOpen, setHelplineOpen] = useState(false);
  // mounted from the first open on, so it can close (and return focus) normally
  const [hasHelpline, setHasHelpline] = useState(false);
  // On a phone the display options fold behind one button, so the page starts within the first screen.
  const [optionsOpen, setOptionsOpen] = useState(false);
  const optionsId = useId();

  return (
    <section className="top-bar" aria-label={t('topBar.label')}>
      <a className="skip-link" href="#main">
        {t('topBar.skipToMain')}
      </a>
      <div className="container top-bar__inner">
        <button
          type="button"
          className="top-bar__options-toggle"
          aria-expanded={optionsOpen}
          aria-controls={optionsId}
          onClick={() => setOptionsOpen((open) => !open)}
        >
          {t('topBar.displayOptions')}
        </button>
        <div id={optionsId} className="top-bar__options" data-open={optionsOpen}>
          <fieldset className="top-bar__group">
            <legend className="visually-hidden">{t('topBar.textSize')}</legend>
            {sizes.map((size) => (
              <button
                key={size}
                type="button"
                className={`top-bar__size top-bar__size--${size}`}
                aria-pressed={presentation.textSize === size}
                aria-label={t(`topBar.size.${size}`)}
                title={t(`topBar.size.${size}`)}
                onClick={() => setPresentation({ textSize: size })}
              >
                {size === 'small' ? 'A-' : size === 'normal' ? 'A' : 'A+'}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            className="top-bar__theme"
            aria-pressed={presentation.theme === 'dark'}
            onClick={() => setPresentation({ theme: presentation.theme === 'dark' ? 'light' : 'dark' })}
          >
            <span aria-hidden="true">◐</span> {t('topBar.darkTheme')}
          </button>
          <fieldset className="top-bar__group">
            <legend className="visually-hidden">{t('topBar.headerColour')}</legend>
            {headers.map((colour) => (
              <button
                key={colour}
                type="button"
                className={`top-bar__swatch top-bar__swatch--${colour}`}
                aria-pressed={presentation.header === colour}
                aria-label={t(`topBar.colour.${colour}`)}
                title={t(`topBar.colour.${colour}`)}
                onClick={() => setPresentation({ header: colour })}
              />
            ))}
          </fieldset>
        </div>
        <LanguageSelect className="top-bar__language" />
        <button
          type="button"
          className="top-bar__helpline"
          onClick={() => {
            setHasHelpline(true);
            setHelplineOpen(true);
          }}
        >
          {t('topBar.helpline')}
        </button>
      </div>
      {hasHelpline && (
        <Suspense fallback={null}>
          <HelplineDialog open={helplineOpen} onClose={() => setHelplineOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
