import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useAppStore } from '../../lib/store';
import { ExternalLink } from '../../ui/ExternalLink';
import { Logo } from '../../ui/Logo';
import { LogoutButton } from './LogoutButton';

/** `menuButton`: the side menu's button, on pages that have the side menu. */
export function Header({ menuButton }: { menuButton?: ReactNode }) {
  const { label, productName, contactUrl } = useRuntimeConfig();
  const user = useAppStore((state) => state.user);

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="brand-link">
          <Logo label={label} productName={productName} />
        </Link>
        {menuButton}
        <nav className="header-nav" aria-label="Account en contact">
          <ul className="header-list">
            <li>
              <ExternalLink href={contactUrl} className="header-link">
                Contact
              </ExternalLink>
            </li>
            {user ? (
              <>
                <li>
                  <Link
                    to="/mijn-instellingen/persoonlijke-informatie"
                    className="header-link header-user"
                  >
                    {user.username || user.email}
                  </Link>
                </li>
                <li>
                  <LogoutButton />
                </li>
              </>
            ) : (
              <li>
                <Link to="/login" className="btn btn-primary header-button">
                  Inloggen
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
