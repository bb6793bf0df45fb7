import { calendarDate } from '@bp/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PeriodPicker } from './PeriodPicker';
import type { PeriodInUrl } from './period';

const today = calendarDate('2025-11-22');
const options = [
  { id: 'dit-jaar', label: 'Dit jaar', range: { van: calendarDate('2025-01-01'), tot: today } },
];

function renderPicker(value: PeriodInUrl, onChange = vi.fn()) {
  render(
    <PeriodPicker
      legend="Periode"
      options={options}
      value={value}
      shownRange={{ van: '2025-01-01', tot: '2025-11-22' }}
      today={today}
      submitLabel="Toon rendement"
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('PeriodPicker', () => {
  it('offers the presets and "Aangepast" as radio buttons in a named group', () => {
    renderPicker({ kind: 'preset', id: 'dit-jaar' });
    expect(screen.getByRole('group', { name: 'Periode' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Dit jaar' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Aangepast' })).not.toBeChecked();
    expect(screen.queryByLabelText('Van')).not.toBeInTheDocument();
  });

  it('opens date fields for a custom period without changing it yet', async () => {
    const onChange = renderPicker({ kind: 'preset', id: 'dit-jaar' });
    await userEvent.click(screen.getByRole('radio', { name: 'Aangepast' }));
    expect(screen.getByLabelText('Van')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('Tot en met')).toHaveAttribute('max', '2025-11-22');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ties the Dutch errors to the fields', async () => {
    const onChange = renderPicker({ kind: 'custom', van: '2025-03-01', tot: '2025-02-01' });
    const van = screen.getByLabelText('Van');
    expect(van).toHaveAttribute('aria-invalid', 'true');
    expect(van).toHaveAccessibleDescription('Fout: De begindatum moet voor de einddatum liggen.');
    await userEvent.clear(van);
    await userEvent.type(van, '2025-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Toon rendement' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'custom', van: '2025-01-15', tot: '2025-02-01' });
  });
});
