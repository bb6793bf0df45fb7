import { formatEuro } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Amount, DateText } from '../../ui/figures';
import { whatIfQuery } from './api';

/**
 * "Wat als": the projected value at the contract's horizon with the current and the new monthly
 * amount, from the calculators' engine on the server. An estimate, and labelled so.
 */
export function WhatIfLine({ contractId, amount }: { contractId: number; amount: string | null }) {
  const deferred = useDeferredValue(amount);
  const { data } = useQuery({
    ...whatIfQuery(contractId, deferred ?? ''),
    enabled: deferred !== null,
  });
  if (deferred === null || !data) return null;
  return (
    <section className="what-if stack" aria-labelledby="wat-als-titel" aria-live="polite">
      <h3 id="wat-als-titel">
        Wat als: schatting van de waarde op <DateText date={data.horizon} style="long" />
      </h3>
      <p>
        {/* The amount agreed from now on (a planned change included), not only today's. */}
        {data.huidigBedrag
          ? `Met de afgesproken inleg van ${formatEuro(data.huidigBedrag)} per maand: `
          : 'Zonder maandelijkse inleg: '}
        <Amount value={data.metHuidigBedrag} />. Met {formatEuro(data.nieuwBedrag)} per maand:{' '}
        <Amount value={data.metNieuwBedrag} />.
      </p>
      <p className="muted">
        Een schatting met onze rekenmotor, tegen het verwachte rendement van het fonds na kosten.
        Het werkelijke resultaat kan hoger of lager uitvallen; dit is geen garantie.
      </p>
    </section>
  );
}
