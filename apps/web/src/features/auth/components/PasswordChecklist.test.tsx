import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './PasswordChecklist';

function rules() {
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('PasswordChecklist', () => {
  it('lists every rule as not yet met for an empty password', () => {
    render(<PasswordChecklist id="regels" password="" />);
    expect(rules()).toEqual([
      '–Het wachtwoord moet minimaal 12 tekens lang zijn. (nog niet voldaan)',
      '–Het wachtwoord moet een kleine letter bevatten. (nog niet voldaan)',
      '–Het wachtwoord moet een hoofdletter bevatten. (nog niet voldaan)',
      '–Het wachtwoord moet een cijfer bevatten. (nog niet voldaan)',
    ]);
  });

  it('ticks off the rules a password meets', () => {
    render(<PasswordChecklist id="regels" password="beleggen2026" />);
    expect(rules()).toEqual([
      '✓Het wachtwoord moet minimaal 12 tekens lang zijn. (voldaan)',
      '✓Het wachtwoord moet een kleine letter bevatten. (voldaan)',
      '–Het wachtwoord moet een hoofdletter bevatten. (nog niet voldaan)',
      '✓Het wachtwoord moet een cijfer bevatten. (voldaan)',
    ]);
  });

  it('adds the e-mail rule only when the password equals the e-mail address', () => {
    const { rerender } = render(
      <PasswordChecklist
        id="regels"
        password="Nieuw2026@Example.com"
        email="nieuw2026@example.com"
      />,
    );
    expect(screen.getByText(/mag niet gelijk zijn aan uw e-mailadres/)).toHaveTextContent(
      '(nog niet voldaan)',
    );
    rerender(
      <PasswordChecklist id="regels" password="Sterk-wachtwoord-2026" email="nieuw@example.com" />,
    );
    expect(screen.queryByText(/e-mailadres/)).not.toBeInTheDocument();
    expect(rules().every((rule) => rule?.endsWith('(voldaan)'))).toBe(true);
  });

  it('carries the id the password field points its description at', () => {
    const { container } = render(<PasswordChecklist id="register-password-rules" password="" />);
    expect(container.querySelector('#register-password-rules')).toHaveTextContent(
      'Eisen aan uw wachtwoord:',
    );
  });
});
