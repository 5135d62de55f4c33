import type { MenuNode } from '@portal/shared';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { useMenu } from './use-menu';
import './nav-bar.css';

/** A link value of '#' means the home page (spec). */
const target = (link: string) => (link === '#' || link === '' ? '/' : link);
const isExternal = (link: string) => /^https?:\/\//.test(link);
const canHover = () => window.matchMedia('(hover: hover) and (min-width: 48rem)').matches;

function MenuLink({ node, onChoose }: { node: MenuNode; onChoose: () => void }) {
  const href = target(node.link);
  if (isExternal(href)) {
    return (
      <a href={href} className={node.className} target="_blank" rel="noopener noreferrer" onClick={onChoose}>
        {node.label}
      </a>
    );
  }
  return (
    <Link to={href} className={node.className} onClick={onChoose}>
      {node.label}
    </Link>
  );
}

function TopItem({
  node,
  open,
  setOpen,
  onChoose,
}: {
  node: MenuNode;
  open: boolean;
  setOpen: (open: boolean) => void;
  onChoose: () => void;
}) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  if (!node.dropdown) {
    return (
      <li className="nav-bar__item">
        <MenuLink node={node} onChoose={onChoose} />
      </li>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  return (
    <li
      className="nav-bar__item nav-bar__item--parent"
      onMouseEnter={() => canHover() && setOpen(true)}
      onMouseLeave={() => canHover() && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className={node.className}
        onClick={(event) => {
          // A mouse click on a desktop lands on a dropdown that hovering has already opened: keep it
          // open. Enter/Space (detail 0) and taps on phones toggle it.
          setOpen(event.detail === 0 || !canHover() ? !open : true);
        }}
      >
        {node.label}
        <span aria-hidden="true" className="nav-bar__caret">
          ▾
        </span>
      </button>
      <ul id={listId} className="nav-bar__dropdown" hidden={!open}>
        {node.dropdown.map((child) => (
          <li key={`${child.label}-${child.link}`}>
            <MenuLink node={child} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The navigation bar from the menu API. Desktop: dropdowns open on hover, and from the keyboard with
 * Enter or Space on the parent (Escape closes and returns focus to it). Mobile: a toggle opens the
 * list; tapping a parent expands its children. Clicking outside or choosing a link closes everything.
 */
export function NavBar() {
  const { t } = useTranslation();
  const menu = useMenu();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openItem, setOpenItem] = useState<number | null>(null);
  const root = useRef<HTMLElement>(null);
  const location = useLocation();
  const listId = useId();

  const closeAll = useCallback(() => {
    setOpenItem(null);
    setMobileOpen(false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(closeAll, [location.pathname]);

  useEffect(() => {
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [closeAll]);

  return (
    <nav className="nav-bar" aria-label={t('nav.label')} ref={root}>
      <div className="container">
        <button
          type="button"
          className="nav-bar__toggle"
          aria-expanded={mobileOpen}
          aria-controls={listId}
          onClick={() => setMobileOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span> {t('nav.menu')}
        </button>
        <ul id={listId} className={`nav-bar__list${mobileOpen ? ' nav-bar__list--open' : ''}`}>
          {menu.map((node, index) => (
            <TopItem
              key={`${node.label}-${node.link}`}
              node={node}
              open={openItem === index}
              setOpen={(open) => setOpenItem((current) => (open ? index : current === index ? null : current))}
              onChoose={closeAll}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}
