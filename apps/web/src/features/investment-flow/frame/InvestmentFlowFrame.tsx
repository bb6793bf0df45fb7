import type { Fund } from '@bp/api-schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../ui/states';
import { fundsQuery } from '../../portfolio';
import { readInvestmentFlow, setFlowPage, useInvestmentFlow } from '../flow-store';
import {
  INVESTMENT_FLOW_PAGES,
  INVESTMENT_FLOW_STEP_TITLES,
  neighbourFlowPage,
  type InvestmentFlowName,
} from '../state';
import { STEP_COMPONENTS } from '../steps/step-components';
import { FlowNavigationContext, type FlowNavigation } from './flow-navigation';
import { FlowFinished } from './FlowFinished';
import { StepProgress } from '../../../ui/step-progress/StepProgress';
import '../investment-flow.css';

const STEP_TITLES = INVESTMENT_FLOW_PAGES.map((page) => INVESTMENT_FLOW_STEP_TITLES[page]);

interface InvestmentFlowFrameProps {
  title: string;
  flowName: InvestmentFlowName;
  /** Shown under the current step: the way to stop (the older menu's choices). */
  exitMenu?: ReactNode;
}

/**
 * The add-investment flow's frame: the progress over the six steps, the current step (kept in
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
  const { activePage, finished } = useInvestmentFlow();
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
      goNext: () => setFlowPage(neighbourFlowPage(readInvestmentFlow().activePage, 1)),
      goBack: () => setFlowPage(neighbourFlowPage(readInvestmentFlow().activePage, -1)),
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

  const index = INVESTMENT_FLOW_PAGES.indexOf(activePage);
  const Step = STEP_COMPONENTS[activePage];
  const headingId = 'investment-flow-step-title';
  return (
    <FlowNavigationContext.Provider value={navigation}>
      <StepProgress titles={STEP_TITLES} current={index} regionLabel="Voortgang" compactOnPhone />
      <section className="card stack" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="flow-step-heading">
          {INVESTMENT_FLOW_STEP_TITLES[activePage]}
        </h2>
        <Step fund={fund} />
      </section>
      {exitMenu}
    </FlowNavigationContext.Provider>
  );
}
