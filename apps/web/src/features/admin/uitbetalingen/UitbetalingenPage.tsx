import type { PayoutBatch } from '@bp/api-schema';
import { PAYOUT_BATCH_STATUS, PAYOUT_BATCH_STATUS_LABELS } from '@bp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages } from '../../../lib/http';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { Amount, formatInstant } from '../../../ui/figures';
import { ErrorState, LoadingState } from '../../../ui/states';
import { AdminNav } from '../AdminNav';
import {
  createPayoutBatch,
  markPayoutBatchSent,
  pain001Url,
  payoutBatchesQuery,
  payoutKeys,
} from './api';
import '../admin.css';

function columns(onSent: (batch: PayoutBatch) => void): Column<PayoutBatch>[] {
  return [
    { header: 'Batch', rowHeader: true, cell: (batch) => batch.name },
    { header: 'Aangemaakt op', cell: (batch) => formatInstant(batch.createdAt) },
    { header: 'Betalingen', numeric: true, cell: (batch) => batch.itemCount },
    { header: 'Totaal', numeric: true, cell: (batch) => <Amount value={batch.total} /> },
    {
      header: 'Status',
      cell: (batch) =>
        batch.sentAt
          ? `${PAYOUT_BATCH_STATUS_LABELS[batch.status]} op ${formatInstant(batch.sentAt)}`
          : PAYOUT_BATCH_STATUS_LABELS[batch.status],
    },
    {
      header: 'Acties',
      label: '',
      cell: (batch) => (
        <span className="admin-actions">
          <a href={pain001Url(batch.id)} download={`${batch.name}.xml`} type="application/xml">
            Download {batch.name}.xml
          </a>
          {batch.status === PAYOUT_BATCH_STATUS.created ? (
            <button type="button" className="btn btn-secondary" onClick={() => onSent(batch)}>
              Markeren als verzonden
            </button>
          ) : null}
        </span>
      ),
    },
  ];
}

/**
 * /admin/uitbetalingen (issue 22): what is due to investors, a batch of it as a SEPA credit
 * transfer file (pain.001) to hand to the bank, and marking a batch handed over, once.
 */
export function UitbetalingenPage() {
  const client = useQueryClient();
  const { data, error, isError, refetch } = useQuery(payoutBatchesQuery());
  const [confirming, setConfirming] = useState<PayoutBatch | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: payoutKeys.batches });
  const create = useMutation({ mutationFn: createPayoutBatch, onSettled: refresh });
  const send = useMutation({
    mutationFn: (batch: PayoutBatch) => markPayoutBatchSent(batch.id),
    onSettled: async () => {
      setConfirming(null);
      await refresh();
    },
  });
  const failure = create.error ?? send.error;
  return (
    <div className="page page-wide stack">
      <AdminNav />
      <h1 className="page-title">Uitbetalingen</h1>
      <p>
        De opbrengsten van uitgevoerde verkoopopdrachten en de uitgekeerde uitkeringen gaan in een
        batch naar de bank: maak een batch, download het SEPA-bestand (pain.001), geef het aan de
        bank en markeer de batch als verzonden. Dan worden de opdrachten en uitkeringen uitbetaald
        en krijgen de beleggers een e-mail.
      </p>
      {failure ? (
        <p className="alert alert-error" role="alert">
          {errorMessages(failure).join(' ')}
        </p>
      ) : null}
      {isError ? (
        <ErrorState
          title="De uitbetalingen konden niet worden geladen"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <>
          <section className="card stack" aria-labelledby="uit-te-betalen">
            <h2 id="uit-te-betalen">Uit te betalen</h2>
            <p>
              {data.due.count === 0 ? (
                'Er is nu niets uit te betalen.'
              ) : (
                <>
                  {data.due.count} {data.due.count === 1 ? 'betaling' : 'betalingen'}, samen{' '}
                  <Amount value={data.due.total} />.
                </>
              )}
            </p>
            <p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={data.due.count === 0 || create.isPending}
                onClick={() => {
                  send.reset();
                  create.mutate();
                }}
              >
                Batch aanmaken
              </button>
            </p>
          </section>
          <h2>Batches</h2>
          {data.batches.length === 0 ? (
            <p>Er zijn nog geen batches.</p>
          ) : (
            <DataTable
              caption="Uitbetaalbatches"
              captionHidden
              columns={columns((batch) => {
                create.reset();
                send.reset();
                setConfirming(batch);
              })}
              rows={data.batches}
              rowKey={(batch) => batch.id}
              narrow="stack"
            />
          )}
        </>
      ) : (
        <LoadingState label="De uitbetalingen worden geladen…" />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`${confirming?.name ?? 'De batch'} markeren als verzonden?`}
        description="Doe dit pas als u het bestand aan de bank heeft gegeven. De verkoopopdrachten en uitkeringen erin worden dan uitbetaald en de beleggers krijgen een e-mail; dit kan niet ongedaan worden gemaakt."
        confirmLabel="Markeren als verzonden"
        busy={send.isPending}
        onConfirm={() => {
          if (confirming) send.mutate(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
