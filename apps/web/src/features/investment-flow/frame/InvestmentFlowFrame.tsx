import type { Fund } from '@bp/api-schema';
import type { DepositKind } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../ui/states';
import { fundsQuery } from '../../portfolio';
import { readInvestmentFlow, setFlowPage, useInvestmentFlow } from '../flow-store';
import {
  INVESTMENT_FLOW_PAGES,
  INVESTMENT_FLOW_STEP_TITLES,
  type InvestmentFlowName,
} from '../state';
import { STEP_COMPONENTS } from '../steps/step-components';
import { FlowNavigationContext, type FlowNavigation } from './flow-navigation';
import { FlowFinished } from './FlowFinished';
import { flowPagesFor, neighbourAmong } from './flow-steps';
import { KindPreviewContext } from './kind-preview';
import { StepProgress } from '../../../ui/step-progress/StepProgress';
import '../investment-flow.css';

interface InvestmentFlowFrameProps {
  title: string;
  flowName: InvestmentFlowName;
  /** Shown under the current step: the way to stop (the older menu's choices). */
  exitMenu?: ReactNode;
}

/**
 * The add-investment flow's frame: the progress over the steps of the chosen kind of deposit
 * (six, or five without a one-off or a monthly deposit), the current step (kept in
 * the persisted flow state, so a reload continues there) under its heading, which takes the
 * focus when the step changes.
 */
export function InvestmentFlowFrame({ title, flowName, exitMenu }: InvestmentFlowFrameProps) {
  const funds = useQuery(fundsQuery());
  return (
    <div className="page investment-flow-page stack">
      <h1 className="page-title">{title}</h1>
      {funds.isPending ? (
        <LoadingState label="Het fonds wordt geladen…" />
      ) : funds.isError ? (
        <ErrorState
          error={funds.error}
          title="Het fonds kon niet worden geladen"
          onRetry={() => void funds.refetch()}
        />
      ) : (
        <FundFlow
          fund={funds.data.data.find((candidate) => candidate.flow === flowName)}
          exitMenu={exitMenu}
        />
      )}
    </div>
  );
}

function FundFlow({ fund, exitMenu }: { fund: Fund | undefined; exitMenu: ReactNode }) {
  const { activePage, finished, investment } = useInvestmentFlow();
  // The kind step 1's form shows, before "Volgende" stores it; undefined: none reported yet.
  const [previewKind, setPreviewKind] = useState<DepositKind | null | undefined>(undefined);
  const kind =
    activePage === 'belegging-toevoegen' && previewKind !== undefined
      ? previewKind
      : investment.kind;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(activePage);

  // A new step moves focus to its heading, so screen-reader users hear where they are.
  useEffect(() => {
    if (shownPage.current === activePage) return;
    shownPage.current = activePage;
    headingRef.current?.focus();
  }, [activePage]);

  const navigation = useMemo<FlowNavigation>(
    () => ({
      goNext: () => setFlowPage(neighbourOfStoredPage(1)),
      goBack: () => setFlowPage(neighbourOfStoredPage(-1)),
    }),
    [],
  );

  if (!fund) {
    return (
      <div className="alert alert-error stack" role="alert">
        <h2>Dit fonds is op dit moment niet beschikbaar</h2>
        <p>Probeer het later opnieuw of neem contact met ons op.</p>
      </div>
    );
  }

  if (finished !== null) return <FlowFinished contract={finished} />;

  const kindPages = flowPagesFor(kind);
  // A stored step the kind leaves out (an older flow) still shows where it is: all six then.
  const pages = kindPages.includes(activePage) ? kindPages : INVESTMENT_FLOW_PAGES;
  const Step = STEP_COMPONENTS[activePage];
  const headingId = 'investment-flow-step-title';
  return (
    <FlowNavigationContext.Provider value={navigation}>
      <StepProgress
        titles={pages.map((page) => INVESTMENT_FLOW_STEP_TITLES[page])}
        current={pages.indexOf(activePage)}
        regionLabel="Voortgang"
        compactOnPhone
      />
      <section className="card stack" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="flow-step-heading">
          {INVESTMENT_FLOW_STEP_TITLES[activePage]}
        </h2>
        <KindPreviewContext.Provider value={setPreviewKind}>
          <Step fund={fund} />
        </KindPreviewContext.Provider>
      </section>
      {exitMenu}
    </FlowNavigationContext.Provider>
  );
}

/** The step before or after the stored one, among the steps of the stored kind of deposit. */
function neighbourOfStoredPage(offset: number) {
  const { activePage, investment } = readInvestmentFlow();
  return neighbourAmong(flowPagesFor(investment.kind), activePage, offset);
}
