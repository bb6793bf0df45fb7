import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is used, and hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField id="wachtwoord" label="Wachtwoord" />);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input).toHaveAttribute('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Wachtwoord Tonen' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-controls', 'wachtwoord');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord Verbergen' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps the field label as the only label: the toggle is named by its content', () => {
    render(<PasswordField id="herhaal" label="Herhaal wachtwoord" />);
    expect(screen.getAllByLabelText(/Herhaal wachtwoord/)).toHaveLength(1);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-label');
  });

  it('shows its error and passes the typed value to react-hook-form', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { password: '' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <PasswordField
            id="wachtwoord"
            label="Wachtwoord"
            error="Vul uw wachtwoord in."
            {...register('password')}
          />
          <button type="submit">Verder</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input).toHaveAccessibleDescription('Fout: Vul uw wachtwoord in.');
    await user.type(input, 'Belegger-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'Belegger-demo-2026' }, expect.anything());
  });
});
