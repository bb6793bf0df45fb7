import type { RelatedPerson } from '@bp/api-schema';
import {
  RELATION_KIND_LABELS,
  childMajority,
  childMajorityExplanation,
  childMajorityNotice,
  formatDutchDate,
  parseCalendarDate,
  type CalendarDate,
} from '@bp/domain';
import { nameOf } from './name';

interface RelationCardProps {
  relation: RelatedPerson;
  today: CalendarDate;
  onEdit: () => void;
  onRemove: () => void;
}

/**
 * One partner or child: name, kind, date of birth, the contracts in their name, a child's 18th
 * birthday and what it means for those contracts, and why a relation with a contract cannot be
 * removed (said before the click, not after).
 */
export function RelationCard({ relation, today, onEdit, onRemove }: RelationCardProps) {
  const name = nameOf(relation);
  const birthDate = parseCalendarDate(relation.Geboortedatum);
  const majority =
    relation.Relatie === 'kind' && birthDate ? childMajority(birthDate, today) : null;
  const notice = majority ? childMajorityNotice(majority) : null;
  const explanation = majority
    ? childMajorityExplanation(majority, relation.Contracten.length > 0)
    : null;
  const headingId = `relatie-${relation.Id}-naam`;
  const reasonId = `relatie-${relation.Id}-reden`;

  return (
    <li className="card stack relation-card" aria-labelledby={headingId}>
      <div className="relation-card-head">
        <h2 id={headingId} className="relation-card-name">
          {name}
        </h2>
        <span className="relation-kind">{RELATION_KIND_LABELS[relation.Relatie]}</span>
        {notice ? <span className="relation-majority">{notice}</span> : null}
      </div>
      <dl className="relation-facts">
        <div>
          <dt>Geboortedatum</dt>
          <dd>{birthDate ? formatDutchDate(birthDate, 'long') : relation.Geboortedatum}</dd>
        </div>
        {relation.Bsn ? (
          <div>
            <dt>BSN</dt>
            <dd>{relation.Bsn}</dd>
          </div>
        ) : null}
        <div>
          <dt>Contracten</dt>
          <dd>{relation.Contracten.length > 0 ? relation.Contracten.join(', ') : 'Geen'}</dd>
        </div>
      </dl>
      {explanation ? <p className="relation-explanation">{explanation}</p> : null}
      {relation.RedenNietVerwijderbaar ? (
        <p id={reasonId} className="muted relation-reason">
          {relation.RedenNietVerwijderbaar}
        </p>
      ) : null}
      <div className="relation-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onEdit}
          aria-label={`${name} wijzigen`}
        >
          Wijzigen
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onRemove}
          disabled={!relation.Verwijderbaar}
          aria-label={`${name} verwijderen`}
          {...(relation.Verwijderbaar ? {} : { 'aria-describedby': reasonId })}
        >
          Verwijderen
        </button>
      </div>
    </li>
  );
}
