import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startLoading, stopLoading } from '../lib/loading';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('covers the page while the counter is above 0, with the optional text', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => startLoading('Uw berekening wordt gemaakt…'));
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toHaveTextContent('Uw berekening wordt gemaakt…');

    act(() => startLoading());
    act(() => stopLoading());
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => stopLoading());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it is loading when no text was given', () => {
    render(<LoadingOverlay />);
    act(() => startLoading());
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
  });

  it('an extra stop does not leave the counter below 0', () => {
    render(<LoadingOverlay />);
    act(() => {
      stopLoading();
      stopLoading();
      startLoading();
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => stopLoading());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
