import type { RiskProfileInfo, RiskScoreData } from '@bp/api-schema';
import type { RiskProfileCode } from '@bp/domain';
import type { FormEvent, ReactNode } from 'react';
import { RadioGroupField } from '../../ui/form';

interface ProfileResultViewProps {
  advised: RiskProfileCode;
  scoreOne: number | null;
  scoreTwo: number | null;
  /** Warnings and knock-outs of the scoring, when still known in this session. */
  scoring: RiskScoreData | null;
  profiles: readonly RiskProfileInfo[];
  selectable: readonly RiskProfileCode[];
  selected: RiskProfileCode | null;
  onSelect: (profile: RiskProfileCode) => void;
  onChangeAnswers: () => void;
  onDone: () => void;
  doneLabel: string;
  /** Shown above the buttons, e.g. a flow's own warning about the chosen profile. */
  beforeActions?: ReactNode;
}

/** The outcome: the advised profile and what it means, with the choice of a safer one. */
export function ProfileResultView({
  advised,
  scoreOne,
  scoreTwo,
  scoring,
  profiles,
  selectable,
  selected,
  onSelect,
  onChangeAnswers,
  onDone,
  doneLabel,
  beforeActions,
}: ProfileResultViewProps) {
  const advisedInfo = profiles.find((profile) => profile.code === advised);
  const choices = profiles.filter((profile) => selectable.includes(profile.code));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone();
  };

  return (
    <form className="form stack questionnaire-result" noValidate onSubmit={submit}>
      <section className="alert alert-info stack" aria-labelledby="risicoprofiel-uitkomst">
        <h3 id="risicoprofiel-uitkomst" className="questionnaire-heading">
          Uw risicoprofiel: {advisedInfo?.name ?? advised}
        </h3>
        {advisedInfo && <p>{advisedInfo.meaning}</p>}
        {scoreOne !== null && scoreTwo !== null && (
          <p>
            Uw risicodraagkracht scoort {scoreOne} en uw risicobereidheid {scoreTwo} van de 100
            punten. Uw profiel volgt uit de laagste van de twee.
          </p>
        )}
      </section>
      {scoring && (scoring.knockOuts.length > 0 || scoring.warnings.length > 0) && (
        <section
          className="alert questionnaire-warning stack"
          aria-labelledby="risicoprofiel-let-op"
        >
          <h3 id="risicoprofiel-let-op" className="questionnaire-heading">
            Let op
          </h3>
          <ul>
            {[...scoring.knockOuts.map((knockOut) => knockOut.message), ...scoring.warnings].map(
              (message) => (
                <li key={message}>{message}</li>
              ),
            )}
          </ul>
        </section>
      )}
      {choices.length > 1 && (
        <RadioGroupField
          id="risicoprofiel-keuze"
          name="risicoprofiel-keuze"
          legend="Met welk risicoprofiel wilt u verder?"
          hint="U kunt ook kiezen voor een profiel met minder risico dan uw advies."
          options={choices.map((profile) => ({
            value: profile.code,
            label: profile.code === advised ? `${profile.name} (uw advies)` : profile.name,
            hint: profile.meaning,
          }))}
          selected={selected}
          onChange={(event) => {
            const choice = choices.find((profile) => profile.code === event.target.value);
            if (choice) onSelect(choice.code);
          }}
        />
      )}
      {beforeActions}
      <div className="questionnaire-actions">
        <button type="button" className="btn btn-secondary" onClick={onChangeAnswers}>
          Antwoorden wijzigen
        </button>
        <button type="submit" className="btn btn-primary">
          {doneLabel}
        </button>
      </div>
    </form>
  );
}
