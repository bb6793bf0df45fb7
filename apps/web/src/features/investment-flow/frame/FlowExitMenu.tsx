import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { readInvestmentFlow, resetInvestmentFlow, useInvestmentFlow } from '../flow-store';
import { useFinishLater } from '../steps/payment/finish-later';
import type { FlowExitChoice } from './FlowExitDialog';

// The dialog and Radix load when the investor asks to stop, not with the flow.
const FlowExitDialog = lazy(() =>
  import('./FlowExitDialog').then((module) => ({ default: module.FlowExitDialog })),
);

export const FINISH_LATER_PATH = '/mijn-berekeningen';

/**
 * "Stoppen" and the older menu's three-way choice. `onLeaving` is told before the flow is left
 * on purpose, so the page's leave question is not asked a second time.
 */
export function FlowExitMenu({ onLeaving }: { onLeaving: () => void }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const finishLater = useFinishLater();
  const hasContract = useInvestmentFlow().contract !== null;

  const choose = (choice: FlowExitChoice) => {
    setOpen(false);
    switch (choice) {
      case 'finish-later':
        // The flow stays stored; Mijn berekeningen leads back to it.
        onLeaving();
        void navigate(FINISH_LATER_PATH);
        return;
      case 'new-product':
        resetInvestmentFlow(readInvestmentFlow().currentFlow);
        return;
      case 'pay-later':
        // The contract waits on Betaling afronden; the flow is free for a next investment.
        onLeaving();
        finishLater();
        return;
    }
  };

  return (
    <div className="flow-exit">
      <button type="button" className="btn btn-link" onClick={() => setOpen(true)}>
        Stoppen met deze aanvraag
      </button>
      {open && (
        <Suspense fallback={null}>
          <FlowExitDialog
            open
            hasContract={hasContract}
            onChoose={choose}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
