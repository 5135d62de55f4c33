import type { HomeContent } from '@portal/shared';
import { useTranslation } from '../../../i18n';
import './dignitaries.css';

/** Four dignitary cards with initials avatars until board staff upload photographs (UI.md). */
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
            <span className="dignitary__avatar" aria-hidden="true">
              {person.initials}
            </span>
            <p className="dignitary__name">{person.name}</p>
            <p className="dignitary__title">{person.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
