import type { RiskProfileCode } from '@bp/domain';
import { RISK_ACKNOWLEDGEMENT_LABEL, riskProfile } from '@bp/domain';
import { CheckboxField } from '../../../ui/form';

export const RISK_ACKNOWLEDGEMENT_ID = 'risico-waarschuwing-gelezen';

interface RiskWarningProps {
  fundName: string;
  profile: RiskProfileCode;
  required: RiskProfileCode;
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
  error: string | null;
}

/**
 * The MiFID warning when the chosen profile carries less risk than the fund needs: what it
 * means in plain words, and the explicit acknowledgement without which the flow does not go on.
 */
export function RiskWarning({
  fundName,
  profile,
  required,
  acknowledged,
  onAcknowledge,
  error,
}: RiskWarningProps) {
  return (
    <section className="alert questionnaire-warning stack" aria-labelledby="risico-waarschuwing">
      <h3 id="risico-waarschuwing" className="questionnaire-heading">
        Let op: dit fonds past niet bij uw risicoprofiel
      </h3>
      <p>
        Uw risicoprofiel is <strong>{riskProfile(profile).name}</strong>. Het {fundName} past bij
        beleggers met minimaal het profiel <strong>{riskProfile(required).name}</strong>.
      </p>
      <p>
        Dat betekent dat deze belegging meer risico heeft dan u volgens uw antwoorden wilt of kunt
        dragen. De waarde kan sterker schommelen en dalen dan bij uw profiel past, en u kunt een
        deel of zelfs alles van uw inleg verliezen.
      </p>
      <p>
        U mag toch in dit fonds beleggen. Wij leggen dan vast dat u deze waarschuwing heeft gelezen,
        samen met uw antwoorden.
      </p>
      <CheckboxField
        id={RISK_ACKNOWLEDGEMENT_ID}
        label={RISK_ACKNOWLEDGEMENT_LABEL}
        checked={acknowledged}
        error={error ?? undefined}
        onChange={(event) => onAcknowledge(event.target.checked)}
      />
    </section>
  );
}
