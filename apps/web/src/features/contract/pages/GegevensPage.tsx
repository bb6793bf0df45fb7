import type { Contract } from '@bp/api-schema';
import { CONTRACT_STATUS_LABELS, formatEuro, formatUnits } from '@bp/domain';
import type { ReactNode } from 'react';
import { Amount, AwaitingPurchase, DateText, formatNav, signOf } from '../../../ui/figures';
import { PaymentDueNotice } from '../../../ui/PaymentDueNotice';
import { ChangeLinks, PendingDepositChange } from '../components/ChangeLinks';
import { ContractFrame } from '../components/ContractFrame';
import { MandateSection } from '../components/MandateSection';

/** "NL91ABNA0417164300" → "NL91 ABNA 0417 1643 00", as printed on bank cards. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

function periodicDeposit(contract: Contract): string {
  if (contract.PeriodiekeInleg === null || signOf(contract.PeriodiekeInleg) === 0) return 'Geen';
  const day = contract.PeriodiekeInlegDag;
  return `${formatEuro(contract.PeriodiekeInleg)} per maand${day ? `, op de ${day}e van de maand` : ''}`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * The one date the page's figures are valued at: the latest NAV's (WaardeDatum). The koers, the
 * value and the result all hold on it; a second "waarde op" date beside it (the first of the
 * month) made the investor wonder which one the figures were.
 */
function ValuationDate({ date }: { date: string | null }) {
  return (
    <p className="valuation-date">
      {date ? (
        <>
          Gewaardeerd per <DateText date={date} style="long" />, de datum van de laatste koers. De
          koers, de waarde en het resultaat op deze pagina gelden op die datum.
        </>
      ) : (
        'Er is nog geen koers vastgesteld voor de participaties van dit contract.'
      )}
    </p>
  );
}

function ContractDetails({ contract }: { contract: Contract }) {
  return (
    <>
      {!contract.IsPaymentCompleted && (
        <PaymentDueNotice>
          <p>
            Wij wachten nog op uw betaling van <Amount value={contract.TeBetalen} />. Daarna kopen
            wij de participaties voor u.
          </p>
        </PaymentDueNotice>
      )}
      {contract.AankoopTegenKoersVan && (
        <p className="alert alert-info">
          Wij hebben <Amount value={contract.InAfwachtingVanAankoop} /> van u ontvangen. Daarvoor
          kopen wij participaties tegen de koers van{' '}
          <DateText date={contract.AankoopTegenKoersVan} style="long" /> (na aftrek van de
          instapkosten). Tot die aankoop telt het bedrag mee in de waarde van uw contract.
        </p>
      )}
      <section className="card stack" aria-labelledby="gegevens-contract">
        <h2 id="gegevens-contract">Contract</h2>
        <dl className="details-grid">
          <Row label="Contractnummer">{contract.Contractnummer}</Row>
          <Row label="Omschrijving">{contract.Omschrijving.trim() || '–'}</Row>
          <Row label="Fonds">
            {contract.FondsNaam} ({contract.FondsCode})
          </Row>
          <Row label="Status">{CONTRACT_STATUS_LABELS[contract.Status]}</Row>
          <Row label="Startdatum">
            <DateText date={contract.StartDatum} style="long" />
          </Row>
          {contract.EindDatum && (
            <Row label="Einddatum">
              <DateText date={contract.EindDatum} style="long" />
            </Row>
          )}
          <Row label="Periodieke inleg">
            {periodicDeposit(contract)}
            <PendingDepositChange contract={contract} />
          </Row>
          <Row label="Tegenrekening (IBAN)">
            {contract.Iban ? formatIban(contract.Iban) : 'Niet opgegeven'}
          </Row>
        </dl>
        <ChangeLinks contract={contract} />
      </section>
      <MandateSection contract={contract} />
      <section className="card stack" aria-labelledby="gegevens-waarde">
        <h2 id="gegevens-waarde">Waarde</h2>
        <ValuationDate date={contract.WaardeDatum} />
        <dl className="details-grid">
          <Row label="Participaties">
            <span className="num">{formatUnits(contract.Participaties)}</span>
          </Row>
          <Row label="Koers per participatie">
            {contract.LaatsteKoers === null ? (
              'Nog niet vastgesteld'
            ) : (
              <span className="num">{formatNav(contract.LaatsteKoers)}</span>
            )}
          </Row>
          <Row label="Waarde">
            <Amount value={contract.HuidigeWaarde} />
            <AwaitingPurchase
              amount={contract.InAfwachtingVanAankoop}
              date={contract.AankoopTegenKoersVan}
            />
          </Row>
        </dl>
      </section>
      <section className="card stack" aria-labelledby="gegevens-resultaat">
        <h2 id="gegevens-resultaat">Inleg en resultaat</h2>
        <dl className="details-grid">
          <Row label="Totaal ingelegd">
            <Amount value={contract.TotaalIngelegd} />
          </Row>
          <Row label="Totaal opgenomen">
            <Amount value={contract.TotaalOnttrokken} />
          </Row>
          <Row label="Totaal uitgekeerd">
            <Amount value={contract.TotaalUitgekeerd} />
          </Row>
          <Row label="Betaalde kosten">
            <Amount value={contract.TotaalKosten} />
          </Row>
          <Row label="Resultaat sinds start">
            <Amount value={contract.Resultaat} signed />
          </Row>
        </dl>
        <p className="muted">
          Het resultaat is de waarde min wat u per saldo heeft ingelegd: ingelegd, min opgenomen en
          min uitgekeerd. Kosten zijn al verwerkt in de waarde. Inleg die nog op de aankoop van
          participaties wacht, telt mee tegen het ingelegde bedrag.
        </p>
      </section>
    </>
  );
}

/** /contractbeheer/:contractId/gegevens: everything we know about the contract. */
export function ContractGegevensPage() {
  return (
    <ContractFrame section="Contractgegevens">
      {(contract) => <ContractDetails contract={contract} />}
    </ContractFrame>
  );
}
