import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement } from 'react';

export type TooltipPosition = 'top' | 'right' | 'bottom' | 'left';

interface TooltipProps {
  /** The element that shows the tooltip on hover and keyboard focus; it must be focusable. */
  children: ReactElement;
  text?: string;
  position?: TooltipPosition;
}

export function Tooltip({ children, text = 'Tooltip text', position = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" side={position} sideOffset={6}>
            {text}
            <RadixTooltip.Arrow className="tooltip-arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
