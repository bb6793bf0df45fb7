import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { brandLabelSchema, type BrandLabel } from '@bp/api-schema';
import { FirstFrame } from '../src/app/layout/FirstFrame';

/** Where the build leaves the frames: a dotfile, so the server never serves it as a file. */
export const FIRST_FRAME_FILE = '.first-frame.json';

/** Per brand, the first frame with and without the cookie notice. */
export type FirstFrames = Record<BrandLabel, { withCookieNotice: string; plain: string }>;

export function renderFirstFrames(): FirstFrames {
  const render = (label: BrandLabel, cookieNotice: boolean) =>
    renderToStaticMarkup(createElement(FirstFrame, { label, cookieNotice }));
  const entries = brandLabelSchema.options.map(
    (label) =>
      [label, { withCookieNotice: render(label, true), plain: render(label, false) }] as const,
  );
  return Object.fromEntries(entries) as FirstFrames;
}

/**
 * Scripts load at low priority: the first frame needs only the HTML and the stylesheets, which
 * then get the connection first; the scripts still start at once, beside them.
 */
export function withLowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/** Writes FIRST_FRAME_FILE into the build, and lowers the scripts' priority in index.html. */
export function firstFrame(): Plugin {
  return {
    name: 'bp-first-frame',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withLowPriorityScripts },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_FRAME_FILE,
        source: `${JSON.stringify(renderFirstFrames(), null, 2)}\n`,
      });
    },
  };
}
