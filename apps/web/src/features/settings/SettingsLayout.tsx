import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import './settings.css';

/** The three settings pages, in the order an investor looks for them. */
export const SETTINGS_PAGES = [
  { to: '/mijn-instellingen/persoonlijke-informatie', label: 'Persoonlijke informatie' },
  { to: '/mijn-instellingen/wachtwoord', label: 'Wachtwoord en beveiliging' },
  { to: '/mijn-instellingen/overige-relaties', label: 'Overige relaties' },
] as const;

interface SettingsLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A settings page: its title, the settings navigation (the spec's "no left menu" leaves the
 * investor no other way between the three pages) and its content.
 */
export function SettingsLayout({ title, intro, children }: SettingsLayoutProps) {
  return (
    <div className="page settings-page">
      <h1 className="page-title">{title}</h1>
      <nav className="settings-nav" aria-label="Mijn instellingen">
        <ul>
          {SETTINGS_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} className="settings-nav-link">
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {intro ? <p className="muted settings-intro">{intro}</p> : null}
      <div className="settings-content">{children}</div>
    </div>
  );
}
