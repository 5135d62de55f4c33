import type { HomeContent } from '@portal/shared';
import { useTranslation } from '../../../i18n';
import './dignitaries.css';

/** Four cards naming the offices of the dignitaries, with a pictogram until the board adds photographs (UI.md). */
export function Dignitaries({ items }: { items: HomeContent['dignitaries'] }) {
  const { t } = useTranslation('home');
  return (
    <section className="dignitaries" aria-labelledby="dignitaries-title">
      <h2 id="dignitaries-title" className="visually-hidden">
        {t('dignitaries.title')}
      </h2>
      <ul className="dignitaries__list">
        {items.map((person) => (
          <li key={person.initials + person.name} className="card dignitary">
            <svg className="dignitary__avatar" aria-hidden="true" focusable="false" viewBox="0 0 80 80">
              <circle cx="40" cy="40" r="38" />
              <path
                className="dignitary__pictogram"
                d="M20 58h40v4H20zm4-22h32l-16-12zm2 4h4v16h-4zm12 0h4v16h-4zm12 0h4v16h-4z"
              />
            </svg>
            <p className="dignitary__name">{person.name}</p>
            <p className="dignitary__title">{person.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
