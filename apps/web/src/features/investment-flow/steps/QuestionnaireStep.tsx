import { isProfileBelow, RISK_ACKNOWLEDGEMENT_MISSING, FUND_DOCUMENT_KIND } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FundDocumentLink } from '../../fund-documents';
import { questionnaireQuery, RiskQuestionnaire } from '../../questionnaire';
import { readInvestmentFlow, updateQuestionnaireSlot, useInvestmentFlow } from '../flow-store';
import { useFlowNavigation } from '../frame/flow-navigation';
import { questionnaireSlot, type FlowQuestionnaireState } from '../state';
import { RISK_ACKNOWLEDGEMENT_ID, RiskWarning } from './RiskWarning';
import type { FlowStepProps } from './step-props';

/**
 * Step 2 (questionnaire): the fund's risk questionnaire (1 for Dutch and German real estate, 2
 * for American, 3 for the loans fund). A profile below the fund's gets the MiFID warning, and
 * the flow goes on only once the investor acknowledged it. The answers, the version and the
 * acknowledgement stay in the flow for the application.
 */
export function QuestionnaireStep({ fund }: FlowStepProps) {
  const { goNext, goBack } = useFlowNavigation();
  const slot = questionnaireSlot(fund.questionnaireId);
  const progress = useInvestmentFlow().questionnaires[slot];
  const questionnaire = useQuery(questionnaireQuery(fund.questionnaireId));
  const [acknowledgementError, setAcknowledgementError] = useState<string | null>(null);

  const onChange = useCallback(
    (patch: Partial<FlowQuestionnaireState>) => {
      const before = readInvestmentFlow().questionnaires[slot].riskSelection;
      // An acknowledgement holds for the profile it was given for only.
      const changedProfile = 'riskSelection' in patch && patch.riskSelection !== before;
      updateQuestionnaireSlot(slot, changedProfile ? { ...patch, riskAcknowledged: false } : patch);
      if (changedProfile) setAcknowledgementError(null);
    },
    [slot],
  );

  const required = fund.requiredRiskProfile;
  const chosen = progress.riskSelection;
  const warn = required !== null && chosen !== null && isProfileBelow(chosen, required);

  const done = () => {
    if (warn && !progress.riskAcknowledged) {
      setAcknowledgementError(RISK_ACKNOWLEDGEMENT_MISSING);
      document.getElementById(RISK_ACKNOWLEDGEMENT_ID)?.focus();
      return;
    }
    updateQuestionnaireSlot(slot, { version: questionnaire.data?.version ?? progress.version });
    goNext();
  };

  return (
    <RiskQuestionnaire
      questionnaireId={fund.questionnaireId}
      progress={progress}
      onChange={onChange}
      onExit={goBack}
      onDone={done}
      doneLabel="Volgende"
      statementHints={{
        questionEleven: (
          <>
            Lees het{' '}
            <FundDocumentLink fundId={fund.id} kind={FUND_DOCUMENT_KIND.keyInformation}>
              essentiële-informatiedocument
            </FundDocumentLink>{' '}
            en het{' '}
            <FundDocumentLink fundId={fund.id} kind={FUND_DOCUMENT_KIND.memorandum}>
              informatiememorandum
            </FundDocumentLink>
            , het prospectus van het {fund.name}.
          </>
        ),
      }}
      resultNotice={
        warn ? (
          <RiskWarning
            fundName={fund.name}
            profile={chosen}
            required={required}
            acknowledged={progress.riskAcknowledged}
            error={acknowledgementError}
            onAcknowledge={(riskAcknowledged) => {
              setAcknowledgementError(null);
              updateQuestionnaireSlot(slot, { riskAcknowledged });
            }}
          />
        ) : null
      }
    />
  );
}
