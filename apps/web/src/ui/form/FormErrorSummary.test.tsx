import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormErrorSummary } from './FormErrorSummary';

const ERRORS = [
  { message: 'Vul uw e-mailadres in.', fieldId: 'email' },
  { message: 'Het e-mailadres of wachtwoord is onjuist.' },
];

describe('FormErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<FormErrorSummary errors={[]} focusKey={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is an alert named by its title that links field errors to their field', () => {
    render(<FormErrorSummary errors={ERRORS} title="Inloggen is niet gelukt" />);
    const summary = screen.getByRole('alert', { name: 'Inloggen is niet gelukt' });
    expect(within(summary).getByRole('link', { name: 'Vul uw e-mailadres in.' })).toHaveAttribute(
      'href',
      '#email',
    );
    expect(within(summary).getByText('Het e-mailadres of wachtwoord is onjuist.').tagName).toBe(
      'LI',
    );
    expect(summary).not.toHaveFocus();
  });

  it('takes focus each time the focus key changes', () => {
    const { rerender } = render(<FormErrorSummary errors={ERRORS} focusKey={1} />);
    const summary = screen.getByRole('alert', { name: 'Er is een probleem' });
    expect(summary).toHaveFocus();
    summary.blur();
    rerender(<FormErrorSummary errors={ERRORS.slice(1)} focusKey={1} />);
    expect(summary).not.toHaveFocus();
    rerender(<FormErrorSummary errors={ERRORS.slice(1)} focusKey={2} />);
    expect(summary).toHaveFocus();
  });

  it('moves focus to the field instead of changing the address', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FormErrorSummary errors={ERRORS} />
        <label htmlFor="email">E-mailadres</label>
        <input id="email" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Vul uw e-mailadres in.' }));
    expect(screen.getByLabelText('E-mailadres')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('shows extra help below the list', () => {
    render(
      <FormErrorSummary errors={ERRORS.slice(1)}>
        <p>Vraag een nieuwe link aan.</p>
      </FormErrorSummary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Vraag een nieuwe link aan.');
  });
});
