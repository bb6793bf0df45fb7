import { riskProfile } from '@bp/domain';
import { useCallback, type FormEvent } from 'react';
import type { CalculationQuestionnaireState } from '../state';
import { RiskQuestionnaire } from '../../questionnaire';
import { updateQuestionnaire, useFlow } from '../flow-store';
import { StepActions } from '../wizard/StepActions';
import { useWizard } from '../wizard/wizard-context';
import type { InvestingFlowName } from './investment-flow-name';

/** Questionnaire 1 serves the Dutch and German real estate and the calculations (spec §7). */
const CALCULATION_QUESTIONNAIRE = 1;

/** A reopened offer brings its profile back, but not the answers it rested on. */
function isReopenedProfile(questionnaire: CalculationQuestionnaireState): boolean {
  return (
    questionnaire.riskSelection !== null &&
    questionnaire.score === null &&
    questionnaire.answers.length === 0
  );
}

/** SB stap3 / SUL stap4 based on a profile: the risk questionnaire, then calculate. */
export function ProfileStep({ flowName }: { flowName: InvestingFlowName }) {
  const { goBack, calculate } = useWizard();
  const questionnaire = useFlow(flowName).questionnaire;
  const onChange = useCallback(
    (patch: Partial<CalculationQuestionnaireState>) => updateQuestionnaire(flowName, patch),
    [flowName],
  );

  if (isReopenedProfile(questionnaire) && questionnaire.riskSelection !== null) {
    const profile = riskProfile(questionnaire.riskSelection);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void calculate();
    };
    return (
      <form className="form stack" noValidate onSubmit={submit}>
        <div className="alert alert-info stack">
          <p>
            Deze berekening gaat uit van het risicoprofiel <strong>{profile.name}</strong>.
          </p>
          <p>{profile.meaning}</p>
        </div>
        <p>
          <button
            type="button"
            className="btn btn-link"
            onClick={() => onChange({ riskSelection: null })}
          >
            Vul de vragenlijst opnieuw in
          </button>
        </p>
        <StepActions onBack={goBack} nextLabel="Berekenen" />
      </form>
    );
  }

  return (
    <RiskQuestionnaire
      questionnaireId={CALCULATION_QUESTIONNAIRE}
      progress={questionnaire}
      onChange={onChange}
      onExit={goBack}
      onDone={() => void calculate()}
      doneLabel="Berekenen"
    />
  );
}
