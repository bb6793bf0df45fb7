import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows "Tooltip text" above its trigger by default', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <button type="button">Uitleg</button>
      </Tooltip>,
    );

    await user.tab();

    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Tooltip text');
    const content = document.querySelector('.tooltip');
    expect(content).toHaveAttribute('data-side', 'top');
    expect(screen.getByRole('button', { name: 'Uitleg' })).toHaveAttribute(
      'aria-describedby',
      tooltip.id,
    );
  });

  it('takes its own text and position', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip text="De waarde op de eerste dag van deze maand." position="right">
        <button type="button">Primo waarde</button>
      </Tooltip>,
    );

    await user.tab();

    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'De waarde op de eerste dag van deze maand.',
    );
    expect(document.querySelector('.tooltip')).toHaveAttribute('data-side', 'right');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <button type="button">Uitleg</button>
      </Tooltip>,
    );
    await user.tab();
    await screen.findByRole('tooltip');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
