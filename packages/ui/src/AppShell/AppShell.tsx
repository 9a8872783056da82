import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button as RACButton, Disclosure, DisclosurePanel, Link as RACLink } from 'react-aria-components';
import {
  avatar,
  body,
  chevron,
  drawer,
  groupTrigger,
  list,
  logoutButton,
  logoutForm,
  main,
  menuToggle,
  navLink,
  roleLabel as roleLabelClass,
  scrim,
  shell,
  subList,
  title as titleClass,
  topBar,
  topBarEnd as topBarEndClass,
  user as userClass,
  userName,
  userText,
  skipLink,
  mainTarget,
} from './AppShell.css';

/** One entry of the side menu (the shape of the domain's `menuFor(role, path)`). */
export type MenuEntry =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'group'; label: string; expanded: boolean; items: { label: string; href: string }[] }
  | { kind: 'logout'; label: string };

export interface AppShellUser {
  name: string;
  roleLabel: string;
  image?: string | null;
}

export interface AppShellProps {
  title: string;
  user: AppShellUser;
  menu: MenuEntry[];
  /** The current page path: its menu link gets aria-current="page". */
  currentPath: string;
  /** Where the logout form posts (a plain form, so signing out works without JavaScript). */
  logoutAction: string;
  children: ReactNode;
  topBarEnd?: ReactNode;
}

export const MENU_TOGGLE_LABEL = 'Menu';
export const MAIN_NAV_LABEL = 'Main';
const SKIP_LINK_LABEL = 'Skip to main content';
/** The id of the shell's <main>, the skip link's target. */
const MAIN_CONTENT_ID = 'main-content';

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function Chevron() {
  return (
    <svg className={chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

function Avatar({ name, image }: { name: string; image?: string | null }) {
  if (image) return <img className={avatar} src={image} alt="" />;
  return (
    <span className={avatar} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function NavLink({ label, href, currentPath }: { label: string; href: string; currentPath: string }) {
  return (
    <RACLink className={navLink} href={href} aria-current={href === currentPath ? 'page' : undefined}>
      {label}
    </RACLink>
  );
}

function MenuItem({ entry, currentPath, logoutAction }: { entry: MenuEntry; currentPath: string; logoutAction: string }) {
  switch (entry.kind) {
    case 'link':
      return <NavLink label={entry.label} href={entry.href} currentPath={currentPath} />;
    case 'group':
      return (
        <Disclosure defaultExpanded={entry.expanded}>
          <RACButton slot="trigger" className={groupTrigger}>
            {entry.label}
            <Chevron />
          </RACButton>
          <DisclosurePanel>
            <ul className={subList}>
              {entry.items.map((item) => (
                <li key={item.href}>
                  <NavLink label={item.label} href={item.href} currentPath={currentPath} />
                </li>
              ))}
            </ul>
          </DisclosurePanel>
        </Disclosure>
      );
    case 'logout':
      return (
        <form method="post" action={logoutAction} className={logoutForm}>
          <button type="submit" className={logoutButton}>
            {entry.label}
          </button>
        </form>
      );
  }
}

/** With JavaScript the skip link only moves focus, leaving the page's address (the calendar's state) as it is. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(MAIN_CONTENT_ID);
  if (target === null) return;
  event.preventDefault();
  target.focus();
}

const entryKey = (entry: MenuEntry): string => (entry.kind === 'link' ? entry.href : `${entry.kind}:${entry.label}`);

/**
 * The signed-in layout: a top bar (menu toggle on small screens, title, user name and role label) and a
 * side drawer (DRAWER_WIDTH_PX wide) with the menu as <nav aria-label="Main">. At SMALL_SCREEN_MAX_PX and
 * below the drawer hides behind the 'Menu' toggle and closes again when the page changes.
 */
export function AppShell({ title, user, menu, currentPath, logoutAction, children, topBarEnd }: AppShellProps) {
  const drawerId = useId();
  // The drawer is open for the page it was opened on; navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isDrawerOpen = openOn === currentPath;
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the open drawer and puts focus back on the toggle.
  useEffect(() => {
    if (!isDrawerOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isDrawerOpen]);

  return (
    <div className={shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={skipLink} onClick={skipToMain}>
        {SKIP_LINK_LABEL}
      </a>
      <header className={topBar}>
        <RACButton
          ref={toggleRef}
          className={menuToggle}
          aria-expanded={isDrawerOpen}
          aria-controls={drawerId}
          onPress={() => setOpenOn(isDrawerOpen ? null : currentPath)}
        >
          <MenuIcon />
          {MENU_TOGGLE_LABEL}
        </RACButton>
        <p className={titleClass}>{title}</p>
        <div className={userClass}>
          <Avatar name={user.name} image={user.image} />
          <span className={userText}>
            <span className={userName}>{user.name}</span>
            <span className={roleLabelClass}>{user.roleLabel}</span>
          </span>
        </div>
        {topBarEnd ? <div className={topBarEndClass}>{topBarEnd}</div> : null}
      </header>
      <div className={body}>
        {isDrawerOpen ? <div className={scrim} aria-hidden="true" /> : null}
        <nav id={drawerId} aria-label={MAIN_NAV_LABEL} className={drawer} data-open={isDrawerOpen || undefined}>
          <ul className={list}>
            {menu.map((entry) => (
              <li key={entryKey(entry)}>
                <MenuItem entry={entry} currentPath={currentPath} logoutAction={logoutAction} />
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${main} ${mainTarget}`}>
          {children}
        </main>
      </div>
    </div>
  );
}
