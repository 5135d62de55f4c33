import { useTranslation } from '../i18n';
import './language-select.css';

/** The portal's language switch (the citizens' top bar and the console's header): English or मराठी. */
export function LanguageSelect({ className }: { className: string }) {
  const { t, i18n } = useTranslation();
  return (
    <label className={className}>
      <span className="visually-hidden">{t('common:topBar.language')}</span>
      <select
        className="language-select"
        value={i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="mr" lang="mr">
          मराठी
        </option>
      </select>
    </label>
  );
}
