import { QUESTIONNAIRE_OUTDATED_MESSAGE, questionnaireResponseSchema } from '@bp/api-schema';
import {
  KNOCK_OUT_MESSAGES,
  QUESTIONNAIRES,
  RISK_PROFILES,
  publicQuestions,
  scoreAnswers,
  type GivenAnswer,
  type Questionnaire,
  type QuestionnaireAnswerOption,
} from '@bp/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers } from '../../../db/schema';
import { DEMO_INVESTOR_ID } from '../../../seed/demo-accounts';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, freshIp, type TestApp } from '../../../test/harness';
import {
  NOT_LOGGED_IN,
  expectProblem,
  get,
  sessions,
  type Sessions,
} from '../../../test/portfolio';
import { QUESTIONNAIRE_MESSAGES } from './messages';
import { ANSWERS_PER_IP } from './rules';

const ALL_AGREED = {
  firstStatement: true,
  secondStatement: true,
  thirdStatement: true,
  questionEleven: true,
};

const points = (option: QuestionnaireAnswerOption) =>
  (option.scores ?? []).reduce((sum, score) => sum + score.points, 0);

/** For every question the answer chosen by `pick`. */
function answersBy(
  questionnaire: Questionnaire,
  pick: (options: QuestionnaireAnswerOption[]) => QuestionnaireAnswerOption | undefined,
): GivenAnswer[] {
  return questionnaire.questions.map((question) => {
    const chosen = pick(question.answers);
    if (!chosen) throw new Error(`No answer to pick for question ${question.id}`);
    return { questionId: question.id, answerId: chosen.id };
  });
}

/** The answers of a seasoned investor with a long horizon: most points, no knock-out. */
const boldest = (questionnaire: Questionnaire) =>
  answersBy(questionnaire, (options) =>
    options
      .filter((option) => !option.knockOut)
      .reduce<QuestionnaireAnswerOption | undefined>(
        (best, option) => (!best || points(option) > points(best) ? option : best),
        undefined,
      ),
  );

function post(
  t: TestApp,
  id: number | string,
  body: unknown,
  options: { cookie?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/questionnaires/${id}/answers`,
    payload: body as object,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? freshIp(),
  });
}

function problemsOf(response: LightMyRequestResponse): string[] {
  expect(response.statusCode, response.body).toBe(422);
  return (response.json() as { errors: { ErrorMessage: string[] } }).errors.ErrorMessage;
}

describe.each(databaseKinds())('the risk questionnaires on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  it.each([1, 2, 3] as const)('serves questionnaire %i publicly, without points', async (id) => {
    const questionnaire = QUESTIONNAIRES[id];
    const response = await get(t, `/api/questionnaires/${id}`);
    expect(response.statusCode).toBe(200);
    const body = questionnaireResponseSchema.parse(response.json());
    expect(body.data).toEqual({
      id,
      version: questionnaire.version,
      title: questionnaire.title,
      questions: publicQuestions(questionnaire),
      statements: questionnaire.statements,
      riskProfiles: RISK_PROFILES.map(({ code, name, meaning }) => ({ code, name, meaning })),
    });
    expect(body.data.riskProfiles.map((profile) => profile.code)).toEqual([
      'defensief',
      'neutraal',
      'offensief',
    ]);
    expect(response.body).not.toMatch(/points|scores|knockOut/);
  });

  it('answers 404 for any other questionnaire', async () => {
    for (const id of ['0', '4', 'abc', '1.5']) {
      expectProblem(await get(t, `/api/questionnaires/${id}`), 404, 'Onbekende vragenlijst.');
      expectProblem(
        await post(t, id, { version: '2026.1', answers: [], statements: ALL_AGREED }),
        404,
        'Onbekende vragenlijst.',
      );
    }
  });

  it('scores an anonymous visitor’s answers and stores nothing', async () => {
    const questionnaire = QUESTIONNAIRES[1];
    const answers = boldest(questionnaire);
    const response = await post(t, 1, {
      version: questionnaire.version,
      answers,
      statements: ALL_AGREED,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = scoreAnswers(questionnaire, answers);
    if (!expected.ok) throw new Error(expected.errors.join(' '));
    const { points: _points, ...scoring } = expected.value;
    expect(response.json()).toEqual({ data: { ...scoring, stored: false, answeredAt: null } });
    expect(response.json().data.profile).toBe('offensief');
    expect(response.body).not.toContain('points');
    expect(await t.db.select().from(questionnaireAnswers)).toEqual([]);
  });

  it('stores a logged-in investor’s answers with version, scores and time (audit trail)', async () => {
    const questionnaire = QUESTIONNAIRES[2];
    const answers = answersBy(questionnaire, (options) => options[0]);
    const response = await post(
      t,
      2,
      { version: questionnaire.version, answers, statements: ALL_AGREED },
      { cookie: s.owner },
    );
    expect(response.statusCode, response.body).toBe(200);
    const expected = scoreAnswers(questionnaire, answers);
    if (!expected.ok) throw new Error(expected.errors.join(' '));
    const data = response.json().data;
    expect(data).toMatchObject({
      questionnaireId: 2,
      questionnaireVersion: questionnaire.version,
      scoreOne: expected.value.scoreOne,
      scoreTwo: expected.value.scoreTwo,
      profile: expected.value.profile,
      stored: true,
      answeredAt: t.clock.now().toISOString(),
    });

    const rows = await t.db.select().from(questionnaireAnswers);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        userId: DEMO_INVESTOR_ID,
        questionnaireId: 2,
        version: questionnaire.version,
        answers,
        statements: ALL_AGREED,
        scoreOne: expected.value.scoreOne,
        scoreTwo: expected.value.scoreTwo,
        profile: expected.value.profile,
        scoring: {
          points: expected.value.points,
          score: expected.value.score,
          scoredProfile: expected.value.scoredProfile,
          knowledgeScore: expected.value.knowledgeScore,
          knockOuts: expected.value.knockOuts.map((knockOut) => knockOut.code),
        },
        answeredAt: t.clock.now(),
      },
    ]);

    // Answering again adds a row: the trail keeps every submission.
    t.clock.advanceMinutes(5);
    await post(
      t,
      2,
      { version: questionnaire.version, answers, statements: ALL_AGREED },
      { cookie: s.owner },
    );
    expect(await t.db.select().from(questionnaireAnswers)).toHaveLength(2);
  });

  it('makes a short horizon a knock-out: defensief whatever else was answered', async () => {
    const questionnaire = QUESTIONNAIRES[1];
    const shortHorizon = questionnaire.questions.flatMap((question) =>
      question.answers
        .filter((option) => option.knockOut === 'korte-horizon')
        .map((option) => ({ questionId: question.id, answerId: option.id })),
    );
    const [knockOut] = shortHorizon;
    if (!knockOut) throw new Error('Questionnaire 1 has no short-horizon answer');
    const answers = boldest(questionnaire).map((answer) =>
      answer.questionId === knockOut.questionId ? knockOut : answer,
    );
    const response = await post(t, 1, {
      version: questionnaire.version,
      answers,
      statements: ALL_AGREED,
    });
    expect(response.json().data).toMatchObject({
      profile: 'defensief',
      knockOuts: [{ code: 'korte-horizon', message: KNOCK_OUT_MESSAGES['korte-horizon'] }],
    });
  });

  it('refuses incomplete or unknown answers, listing each', async () => {
    const questionnaire = QUESTIONNAIRES[3];
    const [first, second, ...rest] = boldest(questionnaire);
    if (!first || !second) throw new Error('Questionnaire 3 is too short');
    const problems = problemsOf(
      await post(t, 3, {
        version: questionnaire.version,
        answers: [{ questionId: first.questionId, answerId: 99 }, ...rest.slice(1)],
        statements: ALL_AGREED,
      }),
    );
    expect(problems).toEqual([
      'Het antwoord op vraag 1 is geen van de mogelijke antwoorden.',
      'Beantwoord vraag 2.',
      'Beantwoord vraag 3.',
    ]);
  });

  it('wants every statement agreed to', async () => {
    const questionnaire = QUESTIONNAIRES[1];
    const problems = problemsOf(
      await post(t, 1, {
        version: questionnaire.version,
        answers: boldest(questionnaire),
        statements: { ...ALL_AGREED, secondStatement: false, questionEleven: false },
      }),
    );
    expect(problems).toEqual([
      'Ga akkoord met de tweede verklaring.',
      'Ga akkoord met de laatste verklaring.',
    ]);
    expect(
      problemsOf(
        await post(t, 1, {
          version: questionnaire.version,
          answers: [{ questionId: 1, answerId: 'elf' }],
          statements: ALL_AGREED,
          extra: true,
        }),
      ),
    ).toEqual([
      'Antwoord 1: Ongeldige invoer: verwacht getal, ontving string',
      'Onbekend veld: extra.',
    ]);
  });

  it('refuses answers to an outdated version, so the client asks again', async () => {
    const questionnaire = QUESTIONNAIRES[1];
    const response = await post(
      t,
      1,
      { version: '2025.4', answers: boldest(questionnaire), statements: ALL_AGREED },
      { cookie: s.owner },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: QUESTIONNAIRE_OUTDATED_MESSAGE,
      errors: { ErrorMessage: [QUESTIONNAIRE_OUTDATED_MESSAGE] },
    });
    expect(await t.db.select().from(questionnaireAnswers)).toHaveLength(2);
  });

  it('refuses a session cookie that is no longer valid', async () => {
    const questionnaire = QUESTIONNAIRES[1];
    const response = await post(
      t,
      1,
      { version: questionnaire.version, answers: boldest(questionnaire), statements: ALL_AGREED },
      { cookie: 'token=verlopen' },
    );
    expectProblem(response, 401, NOT_LOGGED_IN);
  });

  it('limits anonymous submissions per IP', async () => {
    const questionnaire = QUESTIONNAIRES[1];
    const body = {
      version: questionnaire.version,
      answers: boldest(questionnaire),
      statements: ALL_AGREED,
    };
    const ip = freshIp();
    for (let index = 0; index < ANSWERS_PER_IP.limit; index += 1) {
      expect((await post(t, 1, body, { ip })).statusCode).toBe(200);
    }
    const refused = await post(t, 1, body, { ip });
    expectProblem(refused, 429, QUESTIONNAIRE_MESSAGES.tooManyAnswers);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(t, 1, body, { ip: freshIp() })).statusCode).toBe(200);
  });
});
