import { QUESTIONNAIRE_OUTDATED_MESSAGE } from '@bp/api-schema';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { initialCalculationQuestionnaire } from '../../lib/questionnaire-progress';
import { errorBody, mockApi } from '../../test/mock-api';
import type { QuestionnaireProgress } from './progress';
import { RiskQuestionnaire } from './RiskQuestionnaire';
import { QUESTIONNAIRE_ONE, scoringReply } from '../../test/questionnaire-fixtures';

const QUESTIONS = QUESTIONNAIRE_ONE.questions;
const TOTAL = QUESTIONS.length;

let latest: QuestionnaireProgress = initialCalculationQuestionnaire();

function Harness({
  initial = initialCalculationQuestionnaire(),
  onExit = () => undefined,
  onDone = () => undefined,
}: {
  initial?: QuestionnaireProgress;
  onExit?: () => void;
  onDone?: () => void;
}) {
  const [progress, setProgress] = useState(initial);
  useEffect(() => {
    latest = progress;
  }, [progress]);
  return (
    <AppProviders>
      <RiskQuestionnaire
        questionnaireId={1}
        progress={progress}
        onChange={(patch) => setProgress((current) => ({ ...current, ...patch }))}
        onExit={onExit}
        onDone={onDone}
        doneLabel="Berekenen"
      />
    </AppProviders>
  );
}

function optionText(questionIndex: number, optionIndex: number): string {
  const option = QUESTIONS[questionIndex]?.answers[optionIndex];
  if (!option) throw new Error('No such option');
  return option.answer;
}

/** Answers every question with the option at `pick(index)` and moves on to the statements. */
async function answerAll(
  user: ReturnType<typeof userEvent.setup>,
  pick: (index: number) => number,
) {
  for (let index = 0; index < TOTAL; index += 1) {
    await screen.findByText(`Vraag ${index + 1} van ${TOTAL}`);
    await user.click(screen.getByRole('radio', { name: optionText(index, pick(index)) }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
  }
  await screen.findByRole('heading', { name: 'Verklaringen' });
}

async function agreeToAll(user: ReturnType<typeof userEvent.setup>) {
  for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
}

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  latest = initialCalculationQuestionnaire();
  api = mockApi({
    'GET /api/questionnaires/1': { body: { data: QUESTIONNAIRE_ONE } },
    'POST /api/questionnaires/1/answers': scoringReply,
  });
});

describe('the risk questionnaire', () => {
  it('shows one question at a time with its progress, and keeps the questions in the state', async () => {
    render(<Harness />);
    const group = await screen.findByRole('group', { name: QUESTIONS[0]?.question });
    expect(within(group).getAllByRole('radio')).toHaveLength(QUESTIONS[0]?.answers.length ?? 0);
    expect(screen.getByText(`Vraag 1 van ${TOTAL}`)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: `Vraag 1 van ${TOTAL}` })).toHaveAttribute(
      'value',
      '1',
    );
    expect(screen.queryByText(QUESTIONS[1]?.question ?? '')).not.toBeInTheDocument();
    await waitFor(() => expect(latest.questions).toEqual(QUESTIONS));
  });

  it('does not move on without an answer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await screen.findByText(`Vraag 1 van ${TOTAL}`);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByText(`Vraag 1 van ${TOTAL}`)).toBeVisible();
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleDescription(
      'Fout: Kies een antwoord om verder te gaan.',
    );
    expect(latest.activeQuestion).toBe(0);
  });

  it('goes back and forth without losing answers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await screen.findByText(`Vraag 1 van ${TOTAL}`);
    await user.click(screen.getByRole('radio', { name: optionText(0, 2) }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(screen.getByRole('radio', { name: optionText(1, 1) }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByText(`Vraag 3 van ${TOTAL}`)).toBeVisible();
    expect(latest.activeQuestion).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(screen.getByRole('radio', { name: optionText(1, 1) })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(screen.getByRole('radio', { name: optionText(0, 2) })).toBeChecked();
    // Focus follows the move, to the chosen answer of the question on screen.
    expect(screen.getByRole('radio', { name: optionText(0, 2) })).toHaveFocus();
    expect(latest.answers).toEqual([
      { questionId: QUESTIONS[0]?.id, answer: QUESTIONS[0]?.answers[2]?.id },
      { questionId: QUESTIONS[1]?.id, answer: QUESTIONS[1]?.answers[1]?.id },
    ]);
  });

  it('leaves through "Vorige" on the first question', async () => {
    const onExit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onExit={onExit} />);
    await screen.findByText(`Vraag 1 van ${TOTAL}`);
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('asks to agree to every statement before scoring', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await answerAll(user, () => 2);
    for (const text of Object.values(QUESTIONNAIRE_ONE.statements)) {
      expect(screen.getByRole('checkbox', { name: text })).not.toBeChecked();
    }
    await user.click(
      screen.getByRole('checkbox', { name: QUESTIONNAIRE_ONE.statements.firstStatement }),
    );
    await user.click(screen.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
    expect(api.calls('POST', '/api/questionnaires/1/answers')).toHaveLength(0);
    expect(latest.firstStatement).toBe(true);
    expect(latest.secondStatement).toBe(false);
  });

  it('scores complete answers on the server and shows the profile with its meaning and warnings', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await answerAll(user, (index) => (QUESTIONS[index]?.answers.length ?? 1) - 1);
    await agreeToAll(user);
    await user.click(screen.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }));

    expect(
      await screen.findByRole('heading', { name: 'Uw risicoprofiel: Offensief' }),
    ).toBeVisible();
    const offensief = QUESTIONNAIRE_ONE.riskProfiles.find(
      (profile) => profile.code === 'offensief',
    );
    expect(screen.getAllByText(offensief?.meaning ?? '')[0]).toBeVisible();
    // Answering "Dat weet ik niet" to the real-estate questions gives the knowledge warning.
    expect(screen.getByRole('heading', { name: 'Let op' })).toBeVisible();
    expect(screen.getByText(/onvoldoende kennis van en ervaring met/)).toBeVisible();

    const [post] = api.calls('POST', '/api/questionnaires/1/answers');
    expect(post?.body).toEqual({
      version: QUESTIONNAIRE_ONE.version,
      answers: QUESTIONS.map((question) => ({
        questionId: question.id,
        answerId: question.answers[question.answers.length - 1]?.id,
      })),
      statements: {
        firstStatement: true,
        secondStatement: true,
        thirdStatement: true,
        questionEleven: true,
      },
    });
    expect(latest).toMatchObject({
      riskSelection: 'offensief',
      riskProfiles: ['defensief', 'neutraal', 'offensief'],
    });
    expect(latest.score).toEqual(Math.min(latest.scoreOne ?? -1, latest.scoreTwo ?? -1));
  });

  it('lets the investor choose a safer profile than advised, and continue with it', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<Harness onDone={onDone} />);
    await answerAll(user, (index) => (QUESTIONS[index]?.answers.length ?? 1) - 1);
    await agreeToAll(user);
    await user.click(screen.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }));
    const choice = await screen.findByRole('group', {
      name: 'Met welk risicoprofiel wilt u verder?',
    });
    expect(within(choice).getByRole('radio', { name: 'Offensief (uw advies)' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Neutraal' }));
    await user.click(screen.getByRole('button', { name: 'Berekenen' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(latest.riskSelection).toBe('neutraal');
  });

  it('applies the knock-outs: no loss capacity and a short horizon give defensief', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await answerAll(user, () => 0);
    await agreeToAll(user);
    await user.click(screen.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }));
    expect(
      await screen.findByRole('heading', { name: 'Uw risicoprofiel: Defensief' }),
    ).toBeVisible();
    expect(
      screen.getByText(/Voor zo’n korte periode past alleen een defensief profiel/),
    ).toBeVisible();
    // Nothing safer than defensief exists, so there is no choice to make.
    expect(
      screen.queryByRole('group', { name: 'Met welk risicoprofiel wilt u verder?' }),
    ).toBeNull();
  });

  it('counts answers complete only when every question is answered', async () => {
    const user = userEvent.setup();
    // Answers to all but question 4, and the statements page on screen (e.g. an old stored state).
    const answers = QUESTIONS.filter((_question, index) => index !== 3).map((question) => ({
      questionId: question.id,
      answer: question.answers[1]?.id ?? 0,
    }));
    render(
      <Harness
        initial={{
          ...initialCalculationQuestionnaire(),
          activeQuestion: TOTAL,
          answers,
          firstStatement: true,
          secondStatement: true,
          thirdStatement: true,
          questionEleven: true,
        }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Bekijk mijn risicoprofiel' }));
    expect(await screen.findByText(`Vraag 4 van ${TOTAL}`)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Nog niet alle vragen zijn beantwoord.');
    expect(api.calls('POST', '/api/questionnaires/1/answers')).toHaveLength(0);
  });

  it('changing answers after scoring clears the profile until scored again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await answerAll(user, (index) => (QUESTIONS[index]?.answers.length ?? 1) - 1);
    await agreeToAll(user);
    await user.click(screen.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }));
    await screen.findByRole('heading', { name: 'Uw risicoprofiel: Offensief' });
    await user.click(screen.getByRole('button', { name: 'Antwoorden wijzigen' }));
    expect(screen.getByText(`Vraag 1 van ${TOTAL}`)).toBeVisible();
    expect(screen.getByRole('radio', { name: optionText(0, 3) })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: optionText(0, 0) }));
    expect(latest).toMatchObject({ score: null, riskSelection: null, riskProfiles: [] });
  });

  it('starts again when the questionnaire changed on the server', async () => {
    api = mockApi({
      'GET /api/questionnaires/1': { body: { data: QUESTIONNAIRE_ONE } },
      'POST /api/questionnaires/1/answers': {
        status: 422,
        body: errorBody(QUESTIONNAIRE_OUTDATED_MESSAGE),
      },
    });
    const user = userEvent.setup();
    render(<Harness />);
    await answerAll(user, () => 1);
    await agreeToAll(user);
    await user.click(screen.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }));
    expect(await screen.findByText(QUESTIONNAIRE_OUTDATED_MESSAGE)).toBeVisible();
    expect(screen.getByText(`Vraag 1 van ${TOTAL}`)).toBeVisible();
    expect(latest.answers).toEqual([]);
    await waitFor(() => expect(api.calls('GET', '/api/questionnaires/1')).toHaveLength(2));
  });

  it('says so when the questionnaire cannot be loaded, and tries again on request', async () => {
    // No handler: the fake server answers 404, which is not retried.
    api = mockApi({});
    const user = userEvent.setup();
    render(<Harness />);
    expect(
      await screen.findByRole('heading', { name: 'De vragenlijst kon niet worden geladen' }),
    ).toBeVisible();
    api = mockApi({ 'GET /api/questionnaires/1': { body: { data: QUESTIONNAIRE_ONE } } });
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText(`Vraag 1 van ${TOTAL}`)).toBeVisible();
  });
});
