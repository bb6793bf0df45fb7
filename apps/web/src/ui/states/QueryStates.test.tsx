import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { EmptyState, ErrorState, LoadingState } from './QueryStates';

describe('query states', () => {
  it('announces loading politely', () => {
    render(<LoadingState label="Uw contracten worden geladen…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Uw contracten worden geladen…');
  });

  it('shows an empty state with a heading and what to do', () => {
    render(
      <EmptyState title="Nog geen documenten" headingLevel={3}>
        <p>Zodra uw contract is betaald, vindt u hier de contractbevestiging.</p>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nog geen documenten' })).toBeVisible();
  });

  it('shows every message the server listed, and a retry', async () => {
    const retry = vi.fn();
    const error = new HttpError(422, {
      message: 'De gegevens zijn ongeldig.',
      errors: { ErrorMessage: ['Vul een geldige begindatum in.', 'Vul een geldige einddatum in.'] },
    });
    render(<ErrorState error={error} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('De gegevens konden niet worden geladen');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vul een geldige begindatum in.',
      'Vul een geldige einddatum in.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says the connection failed for a network error, without a retry when none is given', () => {
    render(<ErrorState error={new HttpError(0, null)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Er kon geen verbinding worden gemaakt met de server.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
