import type { PersonalInfo } from '@bp/api-schema';
import { ADMINISTRATION_CHANGES_TEXT } from '@bp/domain';

const UNKNOWN = 'Niet bekend';

/** BSN and date of birth, masked and read-only, and how the administration changes them. */
export function IdentitySection({ info }: { info: PersonalInfo }) {
  return (
    <section className="card stack" aria-labelledby="profiel-identiteit">
      <h2 id="profiel-identiteit">BSN en geboortedatum</h2>
      <dl className="profile-facts">
        <dt>BSN</dt>
        <dd>
          {info.Bsn ?? UNKNOWN}
          {info.Bsn ? (
            <span className="visually-hidden"> (alleen de laatste vier cijfers)</span>
          ) : null}
        </dd>
        <dt>Geboortedatum</dt>
        <dd>
          {info.Geboortedatum ?? UNKNOWN}
          {info.Geboortedatum ? <span className="visually-hidden"> (alleen het jaar)</span> : null}
        </dd>
      </dl>
      <p>{ADMINISTRATION_CHANGES_TEXT}</p>
    </section>
  );
}
