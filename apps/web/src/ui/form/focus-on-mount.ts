/**
 * A ref callback that moves focus to an element when it appears, e.g. the heading of a success
 * message that replaces a form, so screen-reader users hear the outcome.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
