import { setFlowPage } from '../../flow-store';

/** A payment step reached before the contract was made (an old stored flow): back to step 4. */
export function NoContractYet() {
  return (
    <div className="stack">
      <p>Er is nog geen contract aangemaakt. Maak eerst het contract aan.</p>
      <div className="flow-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setFlowPage('contract-creation')}
        >
          Naar Contract aanmaken
        </button>
      </div>
    </div>
  );
}
