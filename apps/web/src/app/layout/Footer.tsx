import { useRuntimeConfig } from '../../lib/runtime-config';
import { useAppStore } from '../../lib/store';
import { CalculatorLinkList } from '../../ui/calculator-links';
import { ExternalLink } from '../../ui/ExternalLink';

export function Footer() {
  const { productName, privacyUrl, disclaimerUrl, buildVersion, sandboxNotice } =
    useRuntimeConfig();
  // Logged in, the side menu has the calculators; logged out, the footer is the way to them.
  const loggedOut = useAppStore((state) => state.user === null);
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      {sandboxNotice !== null && <p className="footer-sandbox">{sandboxNotice}</p>}
      {loggedOut && (
        <nav className="footer-calculators" aria-labelledby="footer-calculate">
          <p id="footer-calculate" className="footer-calculators-title">
            Berekenen zonder account
          </p>
          <CalculatorLinkList labelledBy="footer-calculate" className="footer-links" />
        </nav>
      )}
      <div className="footer-inner">
        <p className="footer-copyright">
          © {year} {productName}
        </p>
        <ul className="footer-links">
          <li>
            <ExternalLink href={privacyUrl}>Privacy- en cookieverklaring</ExternalLink>
          </li>
          <li>
            <ExternalLink href={disclaimerUrl}>Disclaimer</ExternalLink>
          </li>
        </ul>
        <p className="footer-version">Versie {buildVersion}</p>
      </div>
    </footer>
  );
}
