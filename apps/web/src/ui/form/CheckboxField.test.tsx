import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('is labelled by its text, link included, and described by its error', () => {
    render(
      <CheckboxField
        id="akkoord"
        label={
          <>
            Ik ga akkoord met de <a href="https://example.com/voorwaarden">voorwaarden</a>
          </>
        }
        error="U moet akkoord gaan met de voorwaarden."
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Fout: U moet akkoord gaan met de voorwaarden.');
    expect(screen.getByRole('link', { name: 'voorwaarden' })).toBeInTheDocument();
  });

  it('toggles from its label and reports a boolean to react-hook-form', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { nieuwsbrief: false } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <CheckboxField
            id="nieuwsbrief"
            label="Stuur mij de nieuwsbrief"
            {...register('nieuwsbrief')}
          />
          <button type="submit">Opslaan</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    const checkbox = screen.getByRole('checkbox', { name: 'Stuur mij de nieuwsbrief' });
    expect(checkbox).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByText('Stuur mij de nieuwsbrief'));
    expect(checkbox).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).toHaveBeenCalledWith({ nieuwsbrief: true }, expect.anything());
  });
});
