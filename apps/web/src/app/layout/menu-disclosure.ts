import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLocation } from 'react-router';

/**
 * The side menu behind the "Menu" button on a narrow screen: a disclosure. Opening moves the
 * focus to the first link; Escape closes it and returns the focus to the button; following a
 * link closes it and puts the focus on the new page's content (`contentId`). On a wide screen
 * the button is not shown (CSS), the menu is always there and this state stays closed.
 */
export interface MenuDisclosure {
  open: boolean;
  /** The id of the menu, for the button's aria-controls. */
  menuId: string;
  buttonId: string;
  toggle: () => void;
  /** onKeyDown of the button and the menu. */
  onKeyDown: (event: KeyboardEvent) => void;
  /** onClick of the menu: a followed link closes it (the new location does). */
  onMenuClick: (event: MouseEvent) => void;
}

function focusById(id: string, selector?: string): void {
  const element = document.getElementById(id);
  const target = selector ? element?.querySelector<HTMLElement>(selector) : element;
  target?.focus();
}

export function useMenuDisclosure(contentId: string): MenuDisclosure {
  const location = useLocation();
  // Open "at" a location: any navigation closes the menu without an effect having to.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const id = useId();
  const menuId = `${id}menu`;
  const buttonId = `${id}knop`;
  const openedByUser = useRef(false);
  const followedLink = useRef(false);

  useEffect(() => {
    if (!open || !openedByUser.current) return;
    openedByUser.current = false;
    focusById(menuId, 'a[href]');
  }, [open, menuId]);

  useEffect(() => {
    // The link that was followed has disappeared with the menu: go on at the new content.
    if (!followedLink.current) return;
    followedLink.current = false;
    focusById(contentId);
  }, [location.key, contentId]);

  const toggle = useCallback(() => {
    openedByUser.current = !open;
    setOpenAt(open ? null : location.key);
  }, [open, location.key]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      setOpenAt(null);
      focusById(buttonId);
    },
    [open, buttonId],
  );

  const onMenuClick = useCallback(
    (event: MouseEvent) => {
      if (!open || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      // A link to a new tab leaves this page as it is.
      if (link !== null && link.getAttribute('target') !== '_blank') followedLink.current = true;
    },
    [open],
  );

  return { open, menuId, buttonId, toggle, onKeyDown, onMenuClick };
}
