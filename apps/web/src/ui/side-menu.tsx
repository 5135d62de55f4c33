import { NavLink } from 'react-router';
import { useTranslation } from '../i18n';
import './side-menu.css';

/**
 * A titled list of related pages beside the content (the Unauthorized Institutes page and the complaint
 * pages share one: Register Complaint, Status of Complaint, Institutes under Inquiry). The current page's
 * link is marked `aria-current="page"` by NavLink.
 */
export function SideMenu({ id, title, links }: { id: string; title: string; links: { to: string; label: string }[] }) {
  return (
    <nav className="side-menu no-print" aria-labelledby={id}>
      <p id={id} className="side-menu__title">
        {title}
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The complaint services' menu: the same three links wherever it appears. */
export function ComplaintMenu({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  return (
    <SideMenu
      id={id}
      title={title}
      links={[
        { to: '/register-complaint', label: t('pages.registerComplaint') },
        { to: '/complaint-status', label: t('pages.complaintStatus') },
        { to: '/institutes-under-inquiry', label: t('pages.institutesUnderInquiry') },
      ]}
    />
  );
}
