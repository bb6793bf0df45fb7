import { useRuntimeConfig } from '../../lib/runtime-config';
import { ExternalLink } from '../../ui/ExternalLink';

export function Footer() {
  const { productName, privacyUrl, disclaimerUrl, buildVersion, sandboxNotice } =
    useRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      {sandboxNotice !== null && <p className="footer-sandbox">{sandboxNotice}</p>}
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
