import { investmentApplicationSchemas, type Fund } from '@bp/api-schema';
import {
  DEPOSIT_KIND_LABELS,
  isProfileBelow,
  RISK_ACKNOWLEDGEMENT_GIVEN,
  riskProfile,
  STOCK_CHOICE_LABELS,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Amount } from '../../../../ui/figures';
import { hasInitialDeposit, hasPeriodicDeposit, setFlowPage } from '../../flow-store';
import {
  INVESTMENT_FLOW_STEP_TITLES,
  questionnaireSlot,
  type InvestmentFlowPage,
  type InvestmentFlowState,
} from '../../state';
import { clearedOnResume, ClearedSecretsNotice, dueDiligenceForApplication } from '../applicant';
import { countriesQuery } from '../applicant/applicant-api';
import { applicantView, type DetailGroup } from './applicant-view';
import { dueDiligenceRows, type CountryName } from './detail-rows';
import { applicantOfFlow, uploadNameOf } from './flow-applicant';

function SummarySection({
  id,
  title,
  page,
  children,
}: {
  id: string;
  title: string;
  page: InvestmentFlowPage;
  children: ReactNode;
}) {
  return (
    <section className="summary-section stack" aria-labelledby={id}>
      <div className="summary-section-header">
        <h3 id={id}>{title}</h3>
        <button type="button" className="btn-link" onClick={() => setFlowPage(page)}>
          Wijzigen<span className="visually-hidden"> ({title.toLowerCase()})</span>
        </button>
      </div>
      {children}
    </section>
  );
}

function InvestmentPart({ flow, fund }: { flow: InvestmentFlowState; fund: Fund }) {
  const { investment } = flow;
  return (
    <dl className="details-grid">
      <dt>Fonds</dt>
      <dd>{fund.name}</dd>
      {investment.kind !== null && (
        <>
          <dt>Soort inleg</dt>
          <dd>{DEPOSIT_KIND_LABELS[investment.kind]}</dd>
        </>
      )}
      {hasInitialDeposit(investment) && investment.initialDeposit && (
        <>
          <dt>Eenmalige inleg</dt>
          <dd>
            <Amount value={investment.initialDeposit} />
          </dd>
        </>
      )}
      {hasPeriodicDeposit(investment) && investment.periodicDeposit && (
        <>
          <dt>Maandelijkse inleg</dt>
          <dd>
            <Amount value={investment.periodicDeposit} />
          </dd>
        </>
      )}
      <dt>Omschrijving</dt>
      <dd>{investment.description === '' ? 'Geen' : investment.description}</dd>
      <dt>Uitkeringen van het fonds</dt>
      <dd>{STOCK_CHOICE_LABELS[investment.stock]}</dd>
    </dl>
  );
}

function QuestionnairePart({ flow, fund }: { flow: InvestmentFlowState; fund: Fund }) {
  const slot = flow.questionnaires[questionnaireSlot(fund.questionnaireId)];
  const chosen = slot.riskSelection;
  const required = fund.requiredRiskProfile;
  const below = chosen !== null && required !== null && isProfileBelow(chosen, required);
  return (
    <dl className="details-grid">
      <dt>Uw risicoprofiel</dt>
      <dd>{chosen === null ? 'Nog niet bepaald' : riskProfile(chosen).name}</dd>
      {below && (
        <>
          <dt>Waarschuwing</dt>
          <dd>
            Uw profiel past niet bij het risico van dit fonds (
            {riskProfile(required).name.toLowerCase()}).{' '}
            {slot.riskAcknowledged
              ? RISK_ACKNOWLEDGEMENT_GIVEN
              : 'U heeft deze waarschuwing nog niet bevestigd.'}
          </dd>
        </>
      )}
    </dl>
  );
}

function DetailGroupPart({ group }: { group: DetailGroup }) {
  return (
    <div className="stack">
      <h4>{group.heading}</h4>
      <dl className="details-grid">
        {group.rows.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}

/** The Dutch country names of /api/countries; the code until they are there. */
function useCountryName(): CountryName {
  const { data } = useQuery(countriesQuery);
  return (code) => data?.find((country) => country.code === code)?.name ?? code;
}

function ApplicantPart({ flow }: { flow: InvestmentFlowState }) {
  const countryName = useCountryName();
  const parsed = investmentApplicationSchemas.applicant.safeParse(applicantOfFlow());
  if (!parsed.success) {
    const cleared = clearedOnResume(flow.applicant);
    // Step 3 was completed: name exactly what is missing, not that everything is.
    if (cleared.length > 0) return <ClearedSecretsNotice cleared={cleared} />;
    return <p>Uw gegevens zijn nog niet volledig ingevuld. Vul ze aan bij de stap Uw gegevens.</p>;
  }
  const view = applicantView(parsed.data, countryName);
  const dueDiligence = dueDiligenceForApplication();
  return (
    <div className="stack">
      <p>{view.typeLabel}</p>
      {view.groups.map((group) => (
        <DetailGroupPart key={group.heading} group={group} />
      ))}
      {dueDiligence && (
        <DetailGroupPart
          group={{ heading: 'Herkomst van het geld', rows: dueDiligenceRows(dueDiligence) }}
        />
      )}
      <h4>Documenten</h4>
      <ul>
        {view.uploads.map((upload) => (
          <li key={upload.label}>
            {upload.label}: {uploadNameOf(flow, upload.uploadId) ?? 'ontvangen'}
          </li>
        ))}
        {dueDiligence?.bewijsUpload && (
          <li>
            Bewijs van de herkomst van het geld:{' '}
            {uploadNameOf(flow, dueDiligence.bewijsUpload) ?? 'ontvangen'}
          </li>
        )}
      </ul>
    </div>
  );
}

/** Step 4's overview of everything entered, each part with a way back to its step. */
export function ApplicationSummary({ flow, fund }: { flow: InvestmentFlowState; fund: Fund }) {
  return (
    <div className="stack">
      <SummarySection
        id="samenvatting-belegging"
        title={INVESTMENT_FLOW_STEP_TITLES['belegging-toevoegen']}
        page="belegging-toevoegen"
      >
        <InvestmentPart flow={flow} fund={fund} />
      </SummarySection>
      <SummarySection
        id="samenvatting-risicoprofiel"
        title={INVESTMENT_FLOW_STEP_TITLES.questionnaire}
        page="questionnaire"
      >
        <QuestionnairePart flow={flow} fund={fund} />
      </SummarySection>
      <SummarySection
        id="samenvatting-gegevens"
        title={INVESTMENT_FLOW_STEP_TITLES.applicant}
        page="applicant"
      >
        <ApplicantPart flow={flow} />
      </SummarySection>
    </div>
  );
}
