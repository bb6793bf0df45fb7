import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroupField } from './RadioGroupField';

const options = [
  { value: 'ja', label: 'Ja', hint: 'Een deel is vóór 2014 opgebouwd.' },
  { value: 'nee', label: 'Nee' },
];

describe('RadioGroupField', () => {
  it('groups its options under the question and ties hints and the error to each', () => {
    render(
      <RadioGroupField
        id="kapitaal"
        name="kapitaal"
        legend="Is het kapitaal vóór 2014 opgebouwd?"
        options={options}
        error="Maak een keuze."
      />,
    );
    expect(
      screen.getByRole('group', { name: 'Is het kapitaal vóór 2014 opgebouwd?' }),
    ).toBeVisible();
    const yes = screen.getByRole('radio', { name: 'Ja' });
    expect(yes).toHaveAttribute('id', 'kapitaal');
    expect(yes).toHaveAccessibleDescription(
      'Een deel is vóór 2014 opgebouwd. Fout: Maak een keuze.',
    );
    expect(screen.getByRole('radio', { name: 'Nee' })).toHaveAttribute('id', 'kapitaal-1');
  });

  it('reports the chosen value to react-hook-form', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ kapitaal: string | null }>({
        defaultValues: { kapitaal: null },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <RadioGroupField
            id="kapitaal"
            legend="Vóór 2014?"
            options={options}
            {...register('kapitaal')}
          />
          <button type="submit">Verder</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByLabelText('Nee'));
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ kapitaal: 'nee' });
  });

  it('can be controlled', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroupField
        id="keuze"
        name="keuze"
        legend="Keuze"
        options={options}
        selected="nee"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Nee' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
