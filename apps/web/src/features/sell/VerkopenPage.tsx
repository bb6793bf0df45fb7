import type { Contract, SellOrder } from '@bp/api-schema';
import { CONTRACT_STATUS, SELL_ORDER_KIND } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContractFrame } from '../contract';
import { focusOnMount } from '../../ui/form';
import { ErrorState, LoadingState } from '../../ui/states';
import { sellQuoteQuery } from './api';
import { formatInstant } from './sell-format';
import type { SellTerms, SellTermsValues } from './sell-terms';
import { SellFacts } from './SellFacts';
import { SellOrders } from './SellOrders';
import { SellReview } from './SellReview';
import { SellTermsForm } from './SellTermsForm';
import './sell.css';

const START: SellTermsValues = { kind: SELL_ORDER_KIND.amount, amount: '', units: '' };

type Step =
  | { name: 'terms' }
  | { name: 'review'; terms: SellTerms; round: number }
  | { name: 'placed'; order: SellOrder };

/** Why this contract cannot be sold, in Dutch. */
function NotSellable({ contract }: { contract: Contract }) {
  const awaiting = contract.Status === CONTRACT_STATUS.awaitingPayment;
  return (
    <section className="alert alert-info stack" aria-labelledby="verkopen-niet-mogelijk">
      <h2 id="verkopen-niet-mogelijk">
        {awaiting ? 'Nog niets te verkopen' : 'Dit contract is verkocht'}
      </h2>
      <p>
        Verkopen kan alleen op een actief contract.{' '}
        {awaiting
          ? 'Wij wachten nog op de eerste inleg van dit contract; pas daarna heeft u participaties.'
          : 'Van dit contract zijn alle participaties al verkocht.'}
      </p>
      <p>
        {awaiting ? (
          <Link to="/mijn-betaling-afronden">Naar Betaling afronden</Link>
        ) : (
          <Link to={`/contractbeheer/${contract.ContractID}/verkocht`}>Bekijk de verkoop</Link>
        )}
      </p>
    </section>
  );
}

function Placed({ order, onAnother }: { order: SellOrder; onAnother: () => void }) {
  return (
    <section className="alert alert-success stack" aria-labelledby="verkoop-ingediend">
      <h2 id="verkoop-ingediend" tabIndex={-1} ref={focusOnMount}>
        Uw verkooporder is ingediend
      </h2>
      <p>
        Wij verkopen tegen de koers van de handelsdatum; het geld is pas op uw rekening na de
        uitbetaling. Tot {formatInstant(order.cancellableUntil)} kunt u de order hieronder nog
        annuleren. U ontvangt een bevestiging per e-mail.
      </p>
      <p>
        <button type="button" className="btn btn-secondary" onClick={onAnother}>
          Nog een verkooporder plaatsen
        </button>
      </p>
    </section>
  );
}

function NewSellOrder({ contractId }: { contractId: number }) {
  const facts = useQuery(sellQuoteQuery(contractId));
  const [step, setStep] = useState<Step>({ name: 'terms' });
  const [values, setValues] = useState(START);
  const [rounds, setRounds] = useState(0);
  const review = (terms: SellTerms) => {
    setRounds((round) => round + 1);
    setStep({ name: 'review', terms, round: rounds + 1 });
  };

  if (facts.isError) {
    return (
      <ErrorState
        title="De verkoopgegevens konden niet worden geladen"
        error={facts.error}
        onRetry={() => void facts.refetch()}
      />
    );
  }
  if (!facts.data) return <LoadingState label="De verkoopgegevens worden geladen…" />;
  if (step.name === 'placed') {
    return <Placed order={step.order} onAnother={() => setStep({ name: 'terms' })} />;
  }
  return (
    <>
      <SellFacts quote={facts.data} />
      {facts.data.redemptionsSuspended ? null : step.name === 'terms' ? (
        <SellTermsForm
          initial={values}
          onChosen={(terms, chosen) => {
            setValues(chosen);
            review(terms);
          }}
        />
      ) : (
        <SellReview
          // A new review (other terms, or back and again) is a new confirmation with a new key.
          key={step.round}
          contractId={contractId}
          terms={step.terms}
          onBack={() => setStep({ name: 'terms' })}
          onSellEverything={() => {
            setValues({ ...values, kind: SELL_ORDER_KIND.everything });
            review({ kind: SELL_ORDER_KIND.everything });
          }}
          onPlaced={(order) => setStep({ name: 'placed', order })}
        />
      )}
    </>
  );
}

/** /contractbeheer/:contractId/verkopen: sell orders, their state, and a new one. */
export function ContractVerkopenPage() {
  return (
    <ContractFrame section="Verkopen">
      {(contract) => (
        <>
          <SellOrders contractId={contract.ContractID} />
          {contract.Status === CONTRACT_STATUS.active ? (
            <NewSellOrder contractId={contract.ContractID} />
          ) : (
            <NotSellable contract={contract} />
          )}
        </>
      )}
    </ContractFrame>
  );
}
