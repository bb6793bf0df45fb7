import type { RelatedPerson } from '@bp/api-schema';
import { todayInAmsterdam } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages } from '../../lib/http';
import { useAppStore } from '../../lib/store';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { relationsQuery, removeRelation } from './relations/api';
import { RelationCard } from './relations/RelationCard';
import { nameOf } from './relations/name';
import { RelationForm } from './relations/RelationForm';
import './relations/relations.css';
import { SettingsLayout } from './SettingsLayout';

const selectRelatie = (id: number | null) => useAppStore.setState({ selectedRelatie: id });

/**
 * Overige relaties: the partner and children, for applications in their name. Add, change
 * (the relation being edited is the spec's `selectedRelatie`) and remove, with the reason
 * shown beforehand when a relation holds a contract and cannot be removed.
 */
export function OverigeRelatiesPage() {
  const relations = useQuery(relationsQuery());
  const selectedRelatie = useAppStore((state) => state.selectedRelatie);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RelatedPerson | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const today = todayInAmsterdam(new Date());

  const list = relations.data?.relaties ?? [];
  const editing = list.find((relation) => relation.Id === selectedRelatie) ?? null;
  const formOpen = adding || editing !== null;

  const closeForm = () => {
    setAdding(false);
    selectRelatie(null);
  };
  const done = (message: string) => {
    closeForm();
    setRefusal([]);
    setStatus(message);
  };
  const confirmRemoval = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeRelation(removing.Id);
      setStatus(`${nameOf(removing)} is verwijderd.`);
      setRefusal([]);
    } catch (error) {
      setRefusal(errorMessages(error));
      setStatus(null);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <SettingsLayout
      title="Overige relaties"
      intro="Uw partner en kinderen, voor een belegging op hun naam. Een relatie met een contract kunt u niet verwijderen."
    >
      <p role="status" className="relation-status">
        {status}
      </p>
      {refusal.length > 0 ? (
        <div role="alert" className="form-error-summary">
          {refusal.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {relations.isPending ? (
        <LoadingState label="Uw relaties worden geladen…" />
      ) : relations.isError ? (
        <ErrorState error={relations.error} onRetry={() => void relations.refetch()} />
      ) : (
        <>
          {list.length === 0 ? (
            <EmptyState title="Nog geen relaties" headingLevel={2}>
              <p>U heeft nog geen partner of kinderen opgegeven.</p>
            </EmptyState>
          ) : (
            <ul className="relation-list" aria-label="Uw relaties">
              {list.map((relation) => (
                <RelationCard
                  key={relation.Id}
                  relation={relation}
                  today={today}
                  onEdit={() => {
                    setAdding(false);
                    setStatus(null);
                    selectRelatie(relation.Id);
                  }}
                  onRemove={() => {
                    setStatus(null);
                    setRemoving(relation);
                  }}
                />
              ))}
            </ul>
          )}
          {formOpen ? (
            <RelationForm
              key={editing?.Id ?? 'nieuw'}
              relation={editing}
              onDone={done}
              onCancel={closeForm}
            />
          ) : (
            <div>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setStatus(null);
                  setAdding(true);
                }}
              >
                Relatie toevoegen
              </button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `${nameOf(removing)} verwijderen?` : ''}
        description="De relatie verdwijnt uit uw gegevens; bij een nieuwe belegging vult u haar gegevens opnieuw in. De verwijdering wordt vastgelegd."
        confirmLabel="Verwijderen"
        busy={busy}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoving(null)}
      />
    </SettingsLayout>
  );
}
