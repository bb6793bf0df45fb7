import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useAppStore } from '../../lib/store';
import { CALCULATOR_LINKS } from '../../ui/calculator-links';
import { ExternalLink } from '../../ui/ExternalLink';
import type { MenuDisclosure } from './menu-disclosure';
import {
  useHasPersonalInfo,
  useHasValuedContract,
  useUnpaidContractCount,
} from './side-menu-queries';

function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="menu-group">
      <p className="menu-group-title" id={id}>
        {title}
      </p>
      <ul className="menu-list" aria-labelledby={id}>
        {children}
      </ul>
    </div>
  );
}

function MenuLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} className="menu-link" aria-label={label}>
        {children}
      </NavLink>
    </li>
  );
}

/** The badge is for the eye; the link's accessible name says the same in words. */
function unpaidLabel(count: number | null): string | undefined {
  if (count === null || count === 0) return undefined;
  return `Betaling afronden, ${count} ${count === 1 ? 'contract' : 'contracten'} nog te betalen`;
}

function UnpaidCount({ count }: { count: number | null }) {
  if (count === null || count === 0) return null;
  return (
    <span className="menu-count" aria-hidden="true">
      {count}
    </span>
  );
}

/** The "Mijn instellingen" link: only once the user has personal information (Id not 0). */
function SettingsGroup() {
  const hasPersonalInfo = useHasPersonalInfo(true);
  if (hasPersonalInfo !== true) return null;
  return (
    <MenuGroup title="Instellingen">
      <MenuLink to="/mijn-instellingen/persoonlijke-informatie">Mijn instellingen</MenuLink>
    </MenuGroup>
  );
}

function AdminGroup() {
  const isAdmin = useAppStore((state) => state.user?.role === 'admin');
  if (!isAdmin) return null;
  return (
    <MenuGroup title="Beheer">
      <MenuLink to="/admin">Beleggers beheren</MenuLink>
    </MenuGroup>
  );
}

function PaymentLink() {
  const unpaid = useUnpaidContractCount(true);
  return (
    <MenuLink to="/mijn-betaling-afronden" label={unpaidLabel(unpaid)}>
      Betaling afronden
      <UnpaidCount count={unpaid} />
    </MenuLink>
  );
}

/**
 * The saved calculations and the three calculators. "Mijn berekeningen" is also where a stopped
 * add-investment flow is finished (the flow's exit dialog says so), so it must be in the menu.
 */
function CalculationsGroup() {
  return (
    <MenuGroup title="Berekenen">
      <MenuLink to="/mijn-berekeningen">Mijn berekeningen</MenuLink>
      {CALCULATOR_LINKS.map((link) => (
        <MenuLink key={link.to} to={link.to}>
          {link.label}
        </MenuLink>
      ))}
    </MenuGroup>
  );
}

/**
 * The menu of the vastgoed brand: the spec's groups (Mijn overzicht with Mijn vastgoed and
 * Betaling afronden, Producten toevoegen, Jaarverslagen), completed so that every page an
 * investor may use is at most two clicks away (issue 17): the investments, the funds table, all
 * four add-investment flows and the calculations.
 */
function RealEstateMenu() {
  const { annualReportsUrl } = useRuntimeConfig();
  const hasValuedContract = useHasValuedContract(true);
  return (
    <>
      <MenuGroup title="Mijn overzicht">
        <MenuLink to="/mijn-vastgoed">Mijn vastgoed</MenuLink>
        <MenuLink to="/mijn-investeringen">Mijn investeringen</MenuLink>
        <PaymentLink />
        <MenuLink to="/fondsen-tabel">Fondsen</MenuLink>
      </MenuGroup>
      <MenuGroup title="Producten toevoegen">
        <MenuLink to="/nederlands-vastgoed">Nederlands vastgoed</MenuLink>
        <MenuLink to="/duits-vastgoed">Duits vastgoed</MenuLink>
        <MenuLink to="/amerikaans-vastgoed">Amerikaans vastgoed</MenuLink>
        <MenuLink to="/leningenfonds">Leningenfonds</MenuLink>
      </MenuGroup>
      <CalculationsGroup />
      {hasValuedContract && (
        <MenuGroup title="Jaarverslagen">
          <li>
            <ExternalLink href={annualReportsUrl} className="menu-link">
              Jaarverslagen
            </ExternalLink>
          </li>
        </MenuGroup>
      )}
    </>
  );
}

/**
 * The older menu of the lijfrente brand: only here the spec hides "Producten toevoegen" from the
 * admin. Betaling afronden is here because this menu's exit dialog sends the investor there.
 */
function AnnuityMenu() {
  const isAdmin = useAppStore((state) => state.user?.role === 'admin');
  return (
    <>
      <MenuGroup title="Mijn overzicht">
        <MenuLink to="/mijn-investeringen">Mijn investeringen</MenuLink>
        <PaymentLink />
        <MenuLink to="/fondsen-tabel">Fondsen</MenuLink>
      </MenuGroup>
      <MenuGroup title="Mijn berekeningen">
        <MenuLink to="/mijn-berekeningen">Mijn berekeningen</MenuLink>
      </MenuGroup>
      {!isAdmin && (
        <MenuGroup title="Producten toevoegen">
          <MenuLink to="/berekenen/bedrag-beleggen">Bedrag beleggen</MenuLink>
          <MenuLink to="/berekenen/lijfrente-opbouwen">Lijfrente opbouwen</MenuLink>
          <MenuLink to="/berekenen/lijfrente-uitkeren">Lijfrente uitkeren</MenuLink>
        </MenuGroup>
      )}
    </>
  );
}

/**
 * The left menu, shown to logged-in users; the brand decides which variant. On a narrow screen it
 * is collapsed behind the header's "Menu" button (`menu`).
 */
export function SideMenu({ menu }: { menu: MenuDisclosure }) {
  const { label } = useRuntimeConfig();
  return (
    // Escape and a followed link bubble up from the menu's links: the disclosure handles both.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the handlers only listen to the links inside
    <nav
      id={menu.menuId}
      className={menu.open ? 'side-menu side-menu-open' : 'side-menu'}
      aria-label="Hoofdmenu"
      onKeyDown={menu.onKeyDown}
      onClick={menu.onMenuClick}
    >
      {label === 'lijfrente' ? <AnnuityMenu /> : <RealEstateMenu />}
      <SettingsGroup />
      <AdminGroup />
    </nav>
  );
}
