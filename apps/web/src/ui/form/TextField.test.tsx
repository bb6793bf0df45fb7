import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties label, hint and error to the input', () => {
    render(
      <TextField
        id="postcode"
        label="Postcode"
        hint="Bijvoorbeeld 1234 AB"
        error="Vul een geldige postcode in."
      />,
    );
    const input = screen.getByLabelText('Postcode');
    expect(input).toHaveAttribute('id', 'postcode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'postcode-hint postcode-error');
    expect(input).toHaveAccessibleDescription(
      'Bijvoorbeeld 1234 AB Fout: Vul een geldige postcode in.',
    );
  });

  it('is neither invalid nor described when there is nothing to say', () => {
    render(<TextField id="woonplaats" label="Woonplaats" />);
    const input = screen.getByLabelText('Woonplaats');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveClass('field-input');
  });

  it('adds further descriptions after its own', () => {
    render(<TextField id="iban" label="IBAN" hint="Uw rekeningnummer" extraDescribedBy="uitleg" />);
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-describedby', 'iban-hint uitleg');
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { woonplaats: '' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextField id="woonplaats" label="Woonplaats" {...register('woonplaats')} />
          <button type="submit">Opslaan</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Woonplaats'), 'Utrecht');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).toHaveBeenCalledWith({ woonplaats: 'Utrecht' }, expect.anything());
  });
});
