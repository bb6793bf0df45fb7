import type { OfferSummary } from '@bp/api-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessages } from '../../../lib/http';
import { notify } from '../../../lib/notifications';
import { CALCULATION_FLOW_NAMES } from '../state';
import { ConfirmDialogOnDemand } from '../../../ui/ConfirmDialogOnDemand';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { UnfinishedWorkSlot } from '../../../ui/unfinished-work-slot';
import { deleteOffer, offersQuery } from '../api';
import { readFlow, resetFlow } from '../flow-store';
import { FLOW_ROUTES, FLOW_TITLES, PRODUCT_NAMES } from '../flows';
import { reopenOffer } from '../reopen-offer';
import './mijn-berekeningen.css';

export const OPEN_FAILED_MESSAGE =
  'Deze berekening kon nu niet worden geopend. Probeert u het over een paar minuten opnieuw.';

const changedFormat = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

function nameOf(offer: OfferSummary): string {
  return offer.omschrijving.trim() || PRODUCT_NAMES[offer.productCode];
}

function NewCalculationLinks() {
  return (
    <ul className="calculation-links">
      {CALCULATION_FLOW_NAMES.map((name) => (
        <li key={name}>
          <Link to={FLOW_ROUTES[name]}>{FLOW_TITLES[name]}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The investor's saved calculations (the Offerte list): reopen one, or delete it. */
export function MijnBerekeningenPage() {
  const unfinished = useContext(UnfinishedWorkSlot);
  const query = useQuery(offersQuery());
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<OfferSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const removal = useMutation({
    mutationFn: (offer: OfferSummary) => deleteOffer(offer.offerID),
    onSuccess: (_result, offer) => {
      // A flow that still points at this offer starts afresh: its offer no longer exists.
      for (const name of CALCULATION_FLOW_NAMES) {
        if (readFlow(name).offerID === offer.offerID) resetFlow(name);
      }
      setToDelete(null);
      notify({
        title: 'Berekening verwijderd',
        message: `‘${nameOf(offer)}’ is verwijderd.`,
        kind: 'success',
      });
      // deleteOffer has refreshed the list (lib/refresh-after-write).
    },
    onError: (error) => {
      setToDelete(null);
      setProblem(errorMessages(error).join(' '));
    },
  });

  const open = async (offer: OfferSummary) => {
    setProblem(null);
    const flowName = await reopenOffer(offer.offerID);
    if (flowName) void navigate(FLOW_ROUTES[flowName]);
    else setProblem(OPEN_FAILED_MESSAGE);
  };

  const columns: Column<OfferSummary>[] = [
    { header: 'Omschrijving', rowHeader: true, cell: nameOf },
    { header: 'Soort', cell: (offer) => PRODUCT_NAMES[offer.productCode] },
    {
      header: 'Laatst gewijzigd',
      cell: (offer) => (
        <time dateTime={offer.gewijzigd}>{changedFormat.format(new Date(offer.gewijzigd))}</time>
      ),
    },
    {
      header: <span className="visually-hidden">Acties</span>,
      label: '',
      cell: (offer) => (
        <span className="offer-actions">
          <button type="button" className="btn btn-secondary" onClick={() => void open(offer)}>
            Openen<span className="visually-hidden">: {nameOf(offer)}</span>
          </button>
          <button type="button" className="btn btn-link" onClick={() => setToDelete(offer)}>
            Verwijderen<span className="visually-hidden">: {nameOf(offer)}</span>
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className="page stack">
      <h1 className="page-title">Mijn berekeningen</h1>
      <p>
        Hier staan de berekeningen die u heeft gemaakt terwijl u was ingelogd. Open een berekening
        om haar te bekijken, aan te passen of later af te ronden.
      </p>
      {unfinished}
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
      {query.isPending && <LoadingState label="Uw berekeningen worden geladen…" />}
      {query.isError && (
        <ErrorState
          error={query.error}
          title="Uw berekeningen konden niet worden geladen"
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && query.data.Offerte.length === 0 && (
        <EmptyState title="U heeft nog geen berekeningen bewaard">
          <p>Maak een berekening; zolang u bent ingelogd, wordt die hier bewaard.</p>
          <NewCalculationLinks />
        </EmptyState>
      )}
      {query.isSuccess && query.data.Offerte.length > 0 && (
        <>
          <DataTable
            narrow="stack"
            caption="Uw bewaarde berekeningen"
            columns={columns}
            rows={[...query.data.Offerte].sort(
              (a, b) => Date.parse(b.gewijzigd) - Date.parse(a.gewijzigd),
            )}
            rowKey={(offer) => offer.offerID}
          />
          <section className="stack" aria-labelledby="nieuwe-berekening">
            <h2 id="nieuwe-berekening">Nieuwe berekening</h2>
            <NewCalculationLinks />
          </section>
        </>
      )}
      <ConfirmDialogOnDemand
        open={toDelete !== null}
        title="Weet u zeker dat u deze berekening wilt verwijderen?"
        description={toDelete ? `‘${nameOf(toDelete)}’ wordt definitief verwijderd.` : undefined}
        confirmLabel="Verwijderen"
        busy={removal.isPending}
        onConfirm={() => {
          if (toDelete) removal.mutate(toDelete);
        }}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
