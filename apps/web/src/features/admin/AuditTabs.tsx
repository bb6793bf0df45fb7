import { NavLink } from 'react-router';

/** The two parts of the audit log: views as an investor, and the back office's decisions. */
export function AuditTabs() {
  return (
    <nav className="admin-nav admin-subnav" aria-label="Auditlog">
      <ul>
        <li>
          <NavLink to="/admin/audit" end className="admin-nav-link">
            Weergaven als belegger
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/audit/backoffice" className="admin-nav-link">
            Backoffice
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
