import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DURATION_MS, notify } from '../lib/notifications';
import { useAppStore } from '../lib/store';
import { Toaster } from './Toaster';

describe('toasts', () => {
  it('show title and message and disappear after exactly 3 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);

    act(() =>
      notify({ title: 'Opgeslagen', message: 'Uw wijziging is opgeslagen.', kind: 'success' }),
    );
    const toast = screen.getByText('Opgeslagen', { selector: '.toast-title' }).closest('.toast');
    expect(toast).toHaveTextContent('Uw wijziging is opgeslagen.');
    expect(toast).toContainElement(screen.getByRole('button', { name: 'Sluiten' }));

    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1));
    expect(
      screen.getByText('Uw wijziging is opgeslagen.', { selector: '.toast-message' }),
    ).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(
      screen.queryByText('Uw wijziging is opgeslagen.', { selector: '.toast-message' }),
    ).not.toBeInTheDocument();
    expect(useAppStore.getState().notifications).toEqual([]);
    expect(NOTIFICATION_DURATION_MS).toBe(3000);
  });

  it('each toast keeps its own 3 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => notify({ title: 'Eerste', message: 'een' }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => notify({ title: 'Tweede', message: 'twee' }));

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('een', { selector: '.toast-message' })).not.toBeInTheDocument();
    expect(screen.getByText('twee', { selector: '.toast-message' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('twee', { selector: '.toast-message' })).not.toBeInTheDocument();
  });

  it('close with the "Sluiten" button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => notify({ title: 'Error', message: 'Er is iets misgegaan.', kind: 'error' }));

    await user.click(screen.getByRole('button', { name: 'Sluiten' }));

    expect(
      screen.queryByText('Er is iets misgegaan.', { selector: '.toast-message' }),
    ).not.toBeInTheDocument();
    expect(useAppStore.getState().notifications).toEqual([]);
  });
});
