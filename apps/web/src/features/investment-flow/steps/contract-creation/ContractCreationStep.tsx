import type { Fund } from '@bp/api-schema';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessages } from '../../../../lib/http';
import { CheckboxField, FormErrorSummary, SubmitButton } from '../../../../ui/form';
import {
  acceptedVersions,
  FundDocumentLink,
  FundDocumentLinks,
  fundDocumentsQuery,
} from '../../../fund-documents';
import { createInvestmentApplication } from '../../api';
import { contractCreated, setFlowPage, useInvestmentFlow } from '../../flow-store';
import { forgetApplicant } from '../applicant';
import { useFlowNavigation } from '../../frame/flow-navigation';
import { INVESTMENT_FLOW_STEP_TITLES } from '../../state';
import type { FlowStepProps } from '../step-props';
import {
  ACCEPTANCES,
  DOCUMENTS_NOT_LOADED,
  NONE_ACCEPTED,
  type AcceptanceKey,
  type Acceptances,
  withAcceptedDocuments,
} from './acceptances';
import { ApplicationSummary } from './ApplicationSummary';
import {
  applicationBody,
  checkApplication,
  explainClearedSecrets,
  type ApplicationProblem,
} from './build-application';
import { FUND_DOCUMENT_KIND } from '@bp/domain';

function acceptanceLabel(key: AcceptanceKey, fund: Fund) {
  switch (key) {
    case FUND_DOCUMENT_KIND.conditions:
      return (
        <>
          Ik ga akkoord met de{' '}
          <FundDocumentLink fundId={fund.id} kind={FUND_DOCUMENT_KIND.conditions}>
            voorwaarden
          </FundDocumentLink>{' '}
          van het {fund.name}.
        </>
      );
    case 'essentieleInformatie':
      return (
        <>
          Ik heb het{' '}
          <FundDocumentLink fundId={fund.id} kind={FUND_DOCUMENT_KIND.keyInformation}>
            essentiële-informatiedocument
          </FundDocumentLink>{' '}
          van het {fund.name} gelezen.
        </>
      );
    case 'gegevensJuist':
      return 'Mijn gegevens zijn juist en volledig.';
  }
}

/** What stopped the application, with a way to the step that holds the field. */
function ApplicationProblems({ problems }: { problems: ApplicationProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="alert alert-error stack" role="alert">
      <p>
        <strong>Uw aanvraag is nog niet compleet</strong>
      </p>
      <ul>
        {problems.map(({ message, page }) => (
          <li key={message}>
            {message}
            {page && (
              <>
                {' '}
                <button type="button" className="btn-link" onClick={() => setFlowPage(page)}>
                  Naar {INVESTMENT_FLOW_STEP_TITLES[page]}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Step 4 (contract-creation): everything entered at a glance, the three statements to accept,
 * then "Contract aanmaken". The application is checked with the API's schema first, sent once
 * however often the button is pressed, and a refusal leaves everything entered in place.
 */
export function ContractCreationStep({ fund }: FlowStepProps) {
  const flow = useInvestmentFlow();
  const { goBack } = useFlowNavigation();
  const [accepted, setAccepted] = useState<Acceptances>(NONE_ACCEPTED);
  const [checked, setChecked] = useState(false);
  const [problems, setProblems] = useState<ApplicationProblem[]>([]);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  // The versions the investor accepts: the documents the links open now.
  const documents = useQuery(fundDocumentsQuery(fund.id));

  if (flow.contract !== null) {
    // Made already (e.g. back here by the browser): a second contract must not be made.
    const made = flow.contract;
    return (
      <div className="stack">
        <p>Uw contract is aangemaakt. U kunt verder met betalen.</p>
        <div className="flow-actions">
          <button type="button" className="btn btn-primary" onClick={() => contractCreated(made)}>
            Verder
          </button>
        </div>
      </div>
    );
  }

  const missing = ACCEPTANCES.filter(({ key }) => !accepted[key]);
  const acceptanceErrors = checked
    ? missing.map(({ id, missing: message }) => ({ message, fieldId: id }))
    : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setChecked(true);
    setServerErrors([]);
    if (missing.length > 0) {
      setProblems([]);
      setFailedAttempts((count) => count + 1);
      return;
    }
    if (!documents.data) {
      setServerErrors([DOCUMENTS_NOT_LOADED]);
      setFailedAttempts((count) => count + 1);
      void documents.refetch();
      return;
    }
    const result = checkApplication(
      withAcceptedDocuments(applicationBody(flow, fund), acceptedVersions(documents.data)),
    );
    if (!result.ok) {
      setProblems(explainClearedSecrets(result.problems, flow));
      setFailedAttempts((count) => count + 1);
      return;
    }
    setProblems([]);
    sending.current = true;
    setBusy(true);
    try {
      const created = await createInvestmentApplication(result.body);
      contractCreated({ contractId: created.contractId, amountDue: created.amountDue });
      // Sent: the BSN and document numbers need not stay in memory any longer.
      forgetApplicant();
    } catch (error) {
      setServerErrors(errorMessages(error));
      // A document may have a new version since the page loaded: offer the current one.
      void documents.refetch();
      setFailedAttempts((count) => count + 1);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const summaryErrors = [...acceptanceErrors, ...serverErrors.map((message) => ({ message }))];
  return (
    <div className="stack">
      <p>Controleer uw aanvraag. Klopt er iets niet, kies dan Wijzigen bij dat onderdeel.</p>
      <ApplicationSummary flow={flow} fund={fund} />
      <FormErrorSummary
        errors={summaryErrors}
        title={
          serverErrors.length > 0 ? 'Het contract is niet aangemaakt' : 'Controleer uw aanvraag'
        }
        focusKey={failedAttempts}
      />
      <ApplicationProblems problems={problems} />
      <section className="stack" aria-labelledby="fund-documents-title">
        <h3 id="fund-documents-title">Documenten van het {fund.name}</h3>
        <p>Lees deze documenten voordat u akkoord gaat. Ze openen als pdf in een nieuw tabblad.</p>
        <FundDocumentLinks fundId={fund.id} label={`Documenten van het ${fund.name}`} />
      </section>
      <form className="form stack" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="stack">
          <legend>Akkoord</legend>
          {ACCEPTANCES.map(({ key, id, missing: message }) => (
            <CheckboxField
              key={key}
              id={id}
              label={acceptanceLabel(key, fund)}
              checked={accepted[key]}
              error={checked && !accepted[key] ? message : undefined}
              onChange={(event) => {
                const value = event.currentTarget.checked;
                setAccepted((current) => ({ ...current, [key]: value }));
              }}
            />
          ))}
        </fieldset>
        <div className="flow-actions">
          <button type="button" className="btn btn-secondary" onClick={goBack}>
            Vorige
          </button>
          <SubmitButton busy={busy}>Contract aanmaken</SubmitButton>
        </div>
      </form>
    </div>
  );
}
