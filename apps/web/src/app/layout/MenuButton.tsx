import type { MenuDisclosure } from './menu-disclosure';

/** "Menu": opens and closes the side menu on a narrow screen (hidden on a wide one). */
export function MenuButton({ menu }: { menu: MenuDisclosure }) {
  return (
    <button
      id={menu.buttonId}
      type="button"
      className="btn btn-secondary header-button menu-toggle"
      aria-expanded={menu.open}
      aria-controls={menu.menuId}
      onClick={menu.toggle}
      onKeyDown={menu.onKeyDown}
    >
      <svg className="menu-toggle-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M3 5h14M3 10h14M3 15h14" />
      </svg>
      Menu
    </button>
  );
}
