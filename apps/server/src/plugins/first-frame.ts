import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandLabel } from '@bp/api-schema';

/**
 * The web build's first frames (apps/web/build/first-frame.ts renders them from
 * apps/web/src/app/layout/FirstFrame.tsx): per brand, the header's brand and the cookie notice
 * as the page shows them, painted before any script has run. A dotfile: never served itself.
 */
export const FIRST_FRAME_FILE = '.first-frame.json';

export interface FirstFrame {
  withCookieNotice: string;
  plain: string;
}

function isFirstFrame(value: unknown): value is FirstFrame {
  if (typeof value !== 'object' || value === null) return false;
  const frame = value as Record<string, unknown>;
  return typeof frame.withCookieNotice === 'string' && typeof frame.plain === 'string';
}

/** The brand's frames, or none when the build left none (an older build, a test's stand-in). */
export function readFirstFrame(webDist: string, brandLabel: BrandLabel): FirstFrame | null {
  const file = path.join(webDist, FIRST_FRAME_FILE);
  if (!existsSync(file)) return null;
  const frames: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const frame = (frames as Record<string, unknown> | null)?.[brandLabel];
  if (!isFirstFrame(frame)) throw new Error(`${file} has no first frame for ${brandLabel}.`);
  return frame;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with `frame` inside its empty #root, and the brand on <html> (the stylesheet's
 * colours follow data-brand), as the app itself would set them once it runs.
 */
export function withFirstFrame(index: string, frame: string, brandLabel: BrandLabel): string {
  if (!index.includes(EMPTY_ROOT)) return index;
  return index
    .replace(EMPTY_ROOT, `<div id="root">${frame}</div>`)
    .replace(/<html([^>]*) data-brand="[a-z]+"/, `<html$1 data-brand="${brandLabel}"`);
}
