import { useFlowNavigation } from '../frame/flow-navigation';

/**
 * Stand-in for the steps the next part of issue 10 builds (applicant, contract-creation,
 * initial-payment, monthly-payment): replace its entry in step-components.tsx with the real step.
 */
export function PendingStep() {
  const { goBack } = useFlowNavigation();
  return (
    <div className="stack">
      <p>Deze stap volgt in een volgende versie van het portaal.</p>
      <div className="flow-actions">
        <button type="button" className="btn btn-secondary" onClick={goBack}>
          Vorige
        </button>
      </div>
    </div>
  );
}
