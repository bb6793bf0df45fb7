import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks in an alert dialog with Oké and Annuleren, focusing the safe choice', () => {
    render(<ConfirmDialog open title="Weet u het zeker?" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Weet u het zeker?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Oké' })).toBeInTheDocument();
  });

  it('reports the choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Doorgaan?" onConfirm={onConfirm} onCancel={onCancel} />);

    await user.click(screen.getByRole('button', { name: 'Oké' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} title="Doorgaan?" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
