import { LEAVE_INVESTMENT_FLOW_QUESTION } from '@bp/domain';
import { AlertDialog } from 'radix-ui';

export type FlowExitChoice = 'finish-later' | 'new-product' | 'pay-later';

export interface FlowExitDialogProps {
  open: boolean;
  /** Whether the contract is made, so there is a payment to leave for later. */
  hasContract: boolean;
  onChoose: (choice: FlowExitChoice) => void;
  onCancel: () => void;
}

interface Choice {
  choice: FlowExitChoice;
  label: string;
  explanation: string;
}

const FINISH_LATER: Choice = {
  choice: 'finish-later',
  label: 'Afbreken en later afronden',
  explanation:
    'Wat u heeft ingevuld blijft bewaard. U rondt uw aanvraag later af via Mijn berekeningen.',
};
const NEW_PRODUCT: Choice = {
  choice: 'new-product',
  label: 'Een nieuw product toevoegen',
  explanation: 'U begint opnieuw bij de eerste stap; wat u voor deze aanvraag invulde, vervalt.',
};
const PAY_LATER: Choice = {
  choice: 'pay-later',
  label: 'Betaling afbreken en later afronden',
  explanation: 'Uw contract is aangemaakt. U betaalt later via Betaling afronden.',
};

/**
 * The older menu's question on leaving the add-investment flow (spec §2): abort and finish later
 * via Mijn berekeningen, add a new product, or abort the payment and finish later via Betaling
 * afronden (once the contract exists; before that there is no payment). Each choice is a button
 * with its consequence as its description; Escape and Annuleren keep the investor in the flow.
 */
export function FlowExitDialog({ open, hasContract, onChoose, onCancel }: FlowExitDialogProps) {
  const choices = hasContract
    ? [FINISH_LATER, NEW_PRODUCT, PAY_LATER]
    : [FINISH_LATER, NEW_PRODUCT];
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog-title">
            {LEAVE_INVESTMENT_FLOW_QUESTION}
          </AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">
            Kies wat u wilt doen.
          </AlertDialog.Description>
          <ul className="flow-exit-choices">
            {choices.map(({ choice, label, explanation }) => (
              <li key={choice}>
                <AlertDialog.Action
                  className="btn btn-secondary"
                  aria-describedby={`flow-exit-${choice}`}
                  onClick={() => onChoose(choice)}
                >
                  {label}
                </AlertDialog.Action>
                <p id={`flow-exit-${choice}`} className="field-hint">
                  {explanation}
                </p>
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-primary">Annuleren</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
