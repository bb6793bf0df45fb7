import type { QuestionnaireAnswersRequest, QuestionnaireData } from '@bp/api-schema';
import {
  publicQuestions,
  QUESTIONNAIRE_1,
  QUESTIONNAIRE_2,
  QUESTIONNAIRE_3,
  RISK_PROFILES,
  scoreAnswers,
  type RiskProfileCode,
} from '@bp/domain';
import { screen } from '@testing-library/react';
import { useAppStore } from '../../lib/store';
import { investor, personalInfo } from '../../test/fixtures';
import { fundDocumentRoutes } from '../../test/fund-document-fixtures';
import { funds } from '../../test/portfolio-fixtures';
import { errorBody, mockApi, type ApiRequest, type Handler, type Reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import {
  initialFlowQuestionnaire,
  type FlowQuestionnaireState,
  type InvestmentFlowName,
  type InvestmentFlowPage,
  type InvestmentFlowState,
  type QuestionnaireSlot,
} from './state';

/** Test helpers of the add-investment flow: the API it calls, and a flow at a given step. */

const DEFINITIONS = { 1: QUESTIONNAIRE_1, 2: QUESTIONNAIRE_2, 3: QUESTIONNAIRE_3 } as const;

/** Questionnaire `id` as GET /api/questionnaires/{id} serves it. */
export function questionnaireData(id: 1 | 2 | 3): QuestionnaireData {
  const definition = DEFINITIONS[id];
  return {
    id,
    version: definition.version,
    title: definition.title,
    questions: publicQuestions(definition),
    statements: definition.statements,
    riskProfiles: RISK_PROFILES.map(({ code, name, meaning }) => ({ code, name, meaning })),
  };
}

/** POST /api/questionnaires/{id}/answers as the server answers it: the domain's scoring. */
function scoring(id: 1 | 2 | 3) {
  return (request: ApiRequest): Reply => {
    const body = request.body as QuestionnaireAnswersRequest;
    const outcome = scoreAnswers(DEFINITIONS[id], body.answers);
    if (!outcome.ok) {
      return { status: 422, body: errorBody('De antwoorden zijn niet volledig.', outcome.errors) };
    }
    const { points: _points, ...score } = outcome.value;
    return { body: { data: { ...score, stored: true, answeredAt: '2026-03-02T10:00:00.000Z' } } };
  };
}

/** The flow's API; `more` adds or replaces routes (the application, payments, mandates). */
export function mockFlowApi(more: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/relations/me': { body: personalInfo },
    'GET /api/funds': { body: { data: funds } },
    'POST /api/logout': { body: { message: 'U bent uitgelogd.' } },
    'GET /api/questionnaires/1': { body: { data: questionnaireData(1) } },
    'GET /api/questionnaires/2': { body: { data: questionnaireData(2) } },
    'GET /api/questionnaires/3': { body: { data: questionnaireData(3) } },
    'POST /api/questionnaires/1/answers': scoring(1),
    'POST /api/questionnaires/2/answers': scoring(2),
    'POST /api/questionnaires/3/answers': scoring(3),
    ...fundDocumentRoutes(funds.map((fund) => fund.id)),
    ...more,
  });
}

export function setFlow(patch: Partial<InvestmentFlowState>): void {
  useAppStore.setState((state) => ({ investmentFlow: { ...state.investmentFlow, ...patch } }));
}

export function atStep(
  activePage: InvestmentFlowPage,
  currentFlow: InvestmentFlowName = 'nederlands',
): void {
  setFlow({ activePage, currentFlow });
}

/**
 * A questionnaire slot answered completely (every question's first option, all statements)
 * and scored: the result page shows with `selection` chosen out of `profiles`.
 */
export function scoredSlot(
  id: 1 | 2 | 3,
  selection: RiskProfileCode,
  profiles: RiskProfileCode[] = [selection],
): FlowQuestionnaireState {
  const questions = questionnaireData(id).questions;
  return {
    ...initialFlowQuestionnaire(),
    questions,
    answers: questions.map((question) => ({
      questionId: question.id,
      answer: question.answers[0]?.id ?? 0,
    })),
    activeQuestion: questions.length,
    firstStatement: true,
    secondStatement: true,
    thirdStatement: true,
    questionEleven: true,
    score: 50,
    scoreOne: 50,
    scoreTwo: 50,
    riskProfiles: profiles,
    riskSelection: selection,
  };
}

export function withSlot(slot: QuestionnaireSlot, value: FlowQuestionnaireState): void {
  useAppStore.setState((state) => ({
    investmentFlow: {
      ...state.investmentFlow,
      questionnaires: { ...state.investmentFlow.questionnaires, [slot]: value },
    },
  }));
}

export async function openFlow(path = '/nederlands-vastgoed') {
  const app = renderApp(path, { user: investor });
  await screen.findByRole('heading', { level: 2 });
  return app;
}
