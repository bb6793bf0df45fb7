import {
  CONTRACT_CHANGE_OPTION_LABELS,
  CONTRACT_CHANGE_STATUS_LABELS,
  type ContractChangeOption,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { DateText } from '../../ui/figures';
import { changesQuery } from './api';

/** The contract's changes (of one option, or all), newest first, each with its date. */
export function ChangeHistory({
  contractId,
  option,
}: {
  contractId: number;
  option?: ContractChangeOption;
}) {
  const { data } = useQuery(changesQuery(contractId));
  const changes = (data?.data ?? []).filter((change) => !option || change.option === option);
  if (changes.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="wijzigingen-titel">
      <h2 id="wijzigingen-titel">Doorgegeven wijzigingen</h2>
      <ul className="change-list">
        {changes.map((change) => (
          <li key={change.id}>
            <p>
              <strong>{CONTRACT_CHANGE_OPTION_LABELS[change.option]}</strong>: {change.omschrijving}
            </p>
            <p className="muted">
              Doorgegeven op <DateText date={change.aangemaaktOp.slice(0, 10)} />
              {change.ingangsdatum ? (
                <>
                  {' · '}ingangsdatum <DateText date={change.ingangsdatum} style="long" />
                </>
              ) : null}
              {' · '}
              {CONTRACT_CHANGE_STATUS_LABELS[change.status]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
