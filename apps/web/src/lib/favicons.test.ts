import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENVIRONMENT_READY_EVENT,
  FAVICON_FALLBACK_MS,
  announceEnvironmentReady,
  initFavicons,
  setFavicons,
} from './favicons';

function faviconHrefs(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[data-favicon]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

const T = new Date('2026-05-04T10:00:00.000Z').getTime();

describe('favicons', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T });
  });

  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[data-favicon]')) link.remove();
  });

  it('sets the icon set of the label, matched in lower case, with a timestamp query', () => {
    expect(setFavicons('Lijfrente')).toBe(true);
    expect(faviconHrefs()).toEqual([
      `/favicons/lijfrente/favicon.svg?v=${T}`,
      `/favicons/lijfrente/favicon-32.png?v=${T}`,
      `/favicons/lijfrente/apple-touch-icon.png?v=${T}`,
    ]);
    const [svg] = document.head.querySelectorAll<HTMLLinkElement>('link[data-favicon]');
    expect(svg?.rel).toBe('icon');
    expect(svg?.type).toBe('image/svg+xml');
  });

  it('replaces an earlier set instead of adding to it', () => {
    setFavicons('lijfrente');
    setFavicons('vastgoed');
    expect(faviconHrefs()).toHaveLength(3);
    expect(faviconHrefs().every((href) => href.startsWith('/favicons/vastgoed/'))).toBe(true);
  });

  it('warns "No favicons selected" when no set matches the label', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(setFavicons('verzekeringen')).toBe(false);
    expect(warn).toHaveBeenCalledWith('No favicons selected');
    expect(faviconHrefs()).toEqual([]);
  });

  it('sets them once, at once, when the label exists at start-up', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initFavicons(() => 'vastgoed');
    expect(faviconHrefs()).toHaveLength(3);

    announceEnvironmentReady('lijfrente');
    vi.advanceTimersByTime(FAVICON_FALLBACK_MS);
    expect(faviconHrefs().every((href) => href.startsWith('/favicons/vastgoed/'))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('waits for the environment-ready event when the label is not known yet', () => {
    let label: string | null = null;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initFavicons(() => label);
    expect(faviconHrefs()).toEqual([]);

    label = 'lijfrente';
    vi.advanceTimersByTime(1200);
    window.dispatchEvent(new Event(ENVIRONMENT_READY_EVENT));

    expect(faviconHrefs()[0]).toBe(`/favicons/lijfrente/favicon.svg?v=${T + 1200}`);
    vi.advanceTimersByTime(FAVICON_FALLBACK_MS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes the label from the event itself when the getter has none', () => {
    initFavicons(() => undefined);
    announceEnvironmentReady('lijfrente');
    expect(faviconHrefs()[0]).toMatch(/^\/favicons\/lijfrente\//);
  });

  it('falls back after 5000 ms with a warning when still unset', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initFavicons(() => null);

    vi.advanceTimersByTime(FAVICON_FALLBACK_MS - 1);
    expect(faviconHrefs()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(faviconHrefs()[0]).toBe(`/favicons/vastgoed/favicon.svg?v=${T + FAVICON_FALLBACK_MS}`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('5000 ms');
  });
});
