import { NavLink } from 'react-router';

/** The admin's pages (they have no left menu). */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Beheer">
      <ul>
        <li>
          <NavLink to="/admin" end className="admin-nav-link">
            Beleggers
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/audit" className="admin-nav-link">
            Auditlog
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/koersen" className="admin-nav-link">
            Koersen
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/uitkeringen" className="admin-nav-link">
            Uitkeringen
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/uitbetalingen" className="admin-nav-link">
            Uitbetalingen
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/taken" className="admin-nav-link">
            Taken
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
