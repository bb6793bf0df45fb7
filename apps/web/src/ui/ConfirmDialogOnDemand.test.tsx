import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialogOnDemand } from './ConfirmDialogOnDemand';

describe('ConfirmDialogOnDemand', () => {
  it('renders nothing while closed', () => {
    render(
      <ConfirmDialogOnDemand
        open={false}
        title="Doorgaan?"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens the dialog, loaded on demand, and reports the choice', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <ConfirmDialogOnDemand open title="Doorgaan?" onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Doorgaan?' });
    expect(screen.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });
});
