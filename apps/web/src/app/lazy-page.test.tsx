import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Hello() {
  return <h1>Hallo</h1>;
}

function inSuspense(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>De pagina wordt geladen…</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the loading fallback', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const Page = lazyPage(load, 'Hello');
    await Page.preload();

    inSuspense(Page);

    expect(screen.getByRole('heading', { name: 'Hallo' })).toBeVisible();
    expect(screen.queryByText('De pagina wordt geladen…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a page on first render otherwise, once however often it is asked for', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const Page = lazyPage(load, 'Hello');

    inSuspense(Page);

    expect(screen.getByText('De pagina wordt geladen…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hallo' })).toBeVisible();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed preload again', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('chunk niet geladen'))
      .mockResolvedValue({ Hello });
    const Page = lazyPage(load, 'Hello');

    await expect(Page.preload()).rejects.toThrow('chunk niet geladen');
    await Page.preload();
    inSuspense(Page);

    expect(screen.getByRole('heading', { name: 'Hallo' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
