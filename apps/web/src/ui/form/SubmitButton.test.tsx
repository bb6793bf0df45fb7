import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits with its own text when idle', () => {
    render(<SubmitButton busy={false}>Opslaan</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
  });

  it('is disabled and reads "Bezig…" while busy', () => {
    render(<SubmitButton busy>Opslaan</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Bezig…' })).toBeDisabled();
    expect(screen.queryByText('Opslaan')).not.toBeInTheDocument();
  });
});
