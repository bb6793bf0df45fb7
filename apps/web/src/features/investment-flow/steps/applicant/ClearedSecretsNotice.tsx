import type { ApplicantFlowState } from '../../state';
import { rememberedApplicantForm } from './applicant-memory';
import { clearedSecretFields, clearedSecretsReason, type ClearedFields } from './cleared-secrets';

/**
 * The fields a resumed application lacks: none while this session still holds what step 3
 * checked, else the secrets its stored copy left out.
 */
export function clearedOnResume(applicant: ApplicantFlowState): ClearedFields[] {
  return rememberedApplicantForm() === null ? clearedSecretFields(applicant) : [];
}

/** Why the investor types some numbers again, and exactly which, by their labels in the form. */
export function ClearedSecretsNotice({ cleared }: { cleared: readonly ClearedFields[] }) {
  if (cleared.length === 0) return null;
  return (
    <section className="alert alert-info stack" aria-label="Opnieuw invullen">
      <p>{clearedSecretsReason(cleared)}</p>
      <ul>
        {cleared.map(({ heading, labels }) => (
          <li key={heading}>
            {heading}: {labels.join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
