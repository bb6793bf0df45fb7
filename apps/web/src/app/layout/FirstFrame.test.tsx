import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { lijfrenteRuntimeConfig, testRuntimeConfig } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { FirstFrame } from './FirstFrame';

function frameOf(label: 'vastgoed' | 'lijfrente', cookieNotice: boolean): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<FirstFrame label={label} cookieNotice={cookieNotice} />);
  const frame = holder.firstElementChild;
  if (!(frame instanceof HTMLElement)) throw new Error('no frame');
  return frame;
}

/** `selector` in `root`, without the router's data attributes, for isEqualNode. */
function nodeOf(root: ParentNode, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  const copy = found.cloneNode(true) as Element;
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    element.removeAttribute('data-discover');
  }
  return copy;
}

function expectSameNode(frame: ParentNode, app: ParentNode, selector: string): void {
  const expected = nodeOf(app, selector);
  const actual = nodeOf(frame, selector);
  expect(actual.isEqualNode(expected), `${actual.outerHTML}\n${expected.outerHTML}`).toBe(true);
}

describe('the first frame', () => {
  it.each([
    ['vastgoed', testRuntimeConfig],
    ['lijfrente', lijfrenteRuntimeConfig],
  ] as const)(
    'shows the %s brand and the cookie notice as the app layout does',
    async (label, config) => {
      setRuntimeConfig(config);
      mockApi();
      const { container } = renderApp('/contact');
      await screen.findByRole('heading', { level: 1 });

      const frame = frameOf(label, true);
      expectSameNode(frame, container, '.brand-link');
      expectSameNode(frame, container, '.cookie-banner');
      // The same nesting: .app > header, .app-body > main, notice last.
      const app = container.querySelector('.app');
      expect(
        app?.querySelector(':scope > .site-header > .header-inner > .brand-link'),
      ).not.toBeNull();
      expect(app?.querySelector(':scope > .app-body > main.app-main')).not.toBeNull();
      expect(frame.querySelector(':scope > .app-body > main.app-main')).not.toBeNull();
      expect(frame.lastElementChild?.className).toBe('cookie-banner');
    },
  );

  it('is inert, and leaves the notice out when asked', () => {
    expect(frameOf('vastgoed', true).hasAttribute('inert')).toBe(true);
    expect(frameOf('vastgoed', false).querySelector('.cookie-banner')).toBeNull();
  });
});
