import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CalculationFlowName } from '../state';
import { useAppStore } from '../../../lib/store';
import { ConfirmDialogOnDemand } from '../../../ui/ConfirmDialogOnDemand';
import { FormErrorSummary } from '../../../ui/form';
import { LeaveConfirmation } from '../../../ui/LeaveConfirmation';
import { readFlow, resetFlow, setActivePage, setCurrentFlow, useFlow } from '../flow-store';
import { FLOW_TITLES } from '../flows';
import { useSaveAfterLogin } from '../save-after-login/use-save-after-login';
import {
  activeStepIndex,
  durationPage,
  leavingNeedsConfirmation,
  neighbourPage,
  resultPage,
  startPage,
  stepsOf,
  stepTitle,
} from '../steps';
import { preloadLaterSteps, StepContent } from './StepContent';
import { StepProgress } from '../../../ui/step-progress/StepProgress';
import { WizardContext, type WizardContextValue } from './wizard-context';
import './wizard.css';

function startLoadingLaterSteps() {
  // Only a head start: a failed download is tried again when the next step renders.
  preloadLaterSteps().catch(() => undefined);
}

export const LEAVE_CALCULATION_QUESTION = 'Weet u zeker dat u de berekening wilt afbreken?';

export function leaveDescription(loggedIn: boolean, hasOffer: boolean): string {
  if (loggedIn && hasOffer) {
    return 'U kunt de berekening later afronden via Mijn berekeningen.';
  }
  return 'Wat u heeft ingevuld blijft op dit apparaat bewaard: als u later terugkomt, gaat u verder waar u gebleven was.';
}

/**
 * One calculation flow as a wizard: the pages stap1, stap2, … of the flow, the current one kept
 * in the flow's state (so a reload or a later visit continues there), with the calculation on
 * the last input page and the result after it.
 */
export function CalculationWizard({ flowName }: { flowName: CalculationFlowName }) {
  const flow = useFlow(flowName);
  const loggedIn = useAppStore((state) => state.user !== null);
  const [durationError, setDurationError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [confirmReset, setConfirmReset] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(flow.activePage);
  const afterLogin = useSaveAfterLogin(flowName);
  const clearAfterLogin = afterLogin.clear;

  useEffect(() => setCurrentFlow(flowName), [flowName]);

  // A new page moves focus to its heading, so screen-reader users hear where they are.
  useEffect(() => {
    if (shownPage.current === flow.activePage) return;
    shownPage.current = flow.activePage;
    headingRef.current?.focus();
  }, [flow.activePage]);

  const goTo = useCallback(
    (page: string) => {
      setProblems([]);
      setActivePage(flowName, page);
    },
    [flowName],
  );

  const showDurationError = useCallback(
    (message: string) => {
      setDurationError(message);
      setActivePage(flowName, durationPage(flowName));
    },
    [flowName],
  );

  const showStartError = useCallback(
    (message: string) => {
      const page = startPage(flowName);
      // A flow without a start field still says what is wrong, in the summary, not as an outage.
      if (page === null) {
        setProblems([message]);
        return;
      }
      setStartError(message);
      setActivePage(flowName, page);
    },
    [flowName],
  );

  const calculate = useCallback(async () => {
    setProblems([]);
    // Loaded with the steps after the first (the calculating step imports it too), not with
    // the page: the request's rules read the API schemas, and zod waits for the first check.
    const { runCalculation } = await import('../run-calculation');
    const outcome = await runCalculation(flowName);
    // A new calculation, stored when logged in, replaces one that waited for the login.
    if (outcome.kind === 'ok') clearAfterLogin();
    switch (outcome.kind) {
      case 'ok':
      case 'failed':
        setActivePage(flowName, resultPage(flowName));
        break;
      case 'minimum-term':
        showDurationError(outcome.message);
        break;
      case 'start-refused':
        showStartError(outcome.message);
        break;
      case 'incomplete':
        setProblems(outcome.problems);
        break;
    }
  }, [flowName, showDurationError, showStartError, clearAfterLogin]);

  const context = useMemo<WizardContextValue>(
    () => ({
      flowName,
      goTo,
      goNext: () => goTo(neighbourPage(flowName, readFlow(flowName).activePage, 1)),
      goBack: () => goTo(neighbourPage(flowName, readFlow(flowName).activePage, -1)),
      calculate,
      durationError,
      clearDurationError: () => setDurationError(null),
      showDurationError,
      startError,
      clearStartError: () => setStartError(null),
      showStartError,
      afterLoginSave: afterLogin.status,
      retryAfterLoginSave: afterLogin.retry,
    }),
    [
      flowName,
      goTo,
      calculate,
      durationError,
      showDurationError,
      startError,
      showStartError,
      afterLogin.status,
      afterLogin.retry,
    ],
  );

  const steps = stepsOf(flowName);
  const index = activeStepIndex(flowName, flow.activePage);
  const step = steps[index] ?? steps[0];
  const titles = steps.map((candidate) => stepTitle(candidate.kind, flow));
  const titleId = `${flowName}-stap-titel`;

  return (
    <WizardContext.Provider value={context}>
      <div className="page calculation-page stack">
        <h1 className="page-title">{FLOW_TITLES[flowName]}</h1>
        <StepProgress titles={titles} current={index} listLabel="Stappen van de berekening" />
        {/* Starting on a step (a click, a tap, a field in focus) fetches the next ones: they are
            there when the visitor goes on, and the first render did not wait for them. */}
        <section
          className="card stack"
          aria-labelledby={titleId}
          onFocusCapture={startLoadingLaterSteps}
          onPointerDownCapture={startLoadingLaterSteps}
        >
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="wizard-step-title">
            {step ? stepTitle(step.kind, flow) : ''}
          </h2>
          <FormErrorSummary
            errors={problems.map((message) => ({ message }))}
            title="De berekening kan nog niet worden gemaakt"
          />
          {step && <StepContent kind={step.kind} flowName={flowName} />}
        </section>
        {index > 0 && (
          <p>
            <button type="button" className="btn btn-link" onClick={() => setConfirmReset(true)}>
              Opnieuw beginnen
            </button>
          </p>
        )}
        <ConfirmDialogOnDemand
          open={confirmReset}
          title="Weet u zeker dat u opnieuw wilt beginnen?"
          description={
            loggedIn && flow.offerID !== null
              ? 'Wat u heeft ingevuld wordt gewist. De bewaarde berekening blijft staan in Mijn berekeningen.'
              : 'Wat u heeft ingevuld wordt gewist.'
          }
          confirmLabel="Opnieuw beginnen"
          onConfirm={() => {
            setConfirmReset(false);
            setDurationError(null);
            setStartError(null);
            resetFlow(flowName);
          }}
          onCancel={() => setConfirmReset(false)}
        />
        <LeaveConfirmation
          when={() => leavingNeedsConfirmation(flowName, readFlow(flowName))}
          question={LEAVE_CALCULATION_QUESTION}
          description={leaveDescription(loggedIn, flow.offerID !== null)}
        />
      </div>
    </WizardContext.Provider>
  );
}
