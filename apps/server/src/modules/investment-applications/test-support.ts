/** Test only: applications with real uploads, and answers that give a chosen profile. */
import { uploadSchema, type InvestmentApplicationInput } from '@bp/api-schema';
import {
  applicationInput,
  childInput,
  companyInput,
  mijnInput,
  partnerInput,
  UPLOAD_IDS,
} from '@bp/api-schema/test-fixtures';
import {
  QUESTIONNAIRE_ID_BY_FLOW,
  QUESTIONNAIRES,
  type ApplicantType,
  type FundFlow,
} from '@bp/domain';
import { freshIp, type TestApp } from '../../test/harness';
import { oneFile, tinyPdf } from '../uploads/test-files';

/** Uploads one tiny real PDF as `cookie`'s investor and gives its id. */
export async function uploadFile(t: Pick<TestApp, 'app'>, cookie: string): Promise<string> {
  const body = oneFile('kopie.pdf', 'application/pdf', tinyPdf());
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, cookie },
    payload: body.payload,
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return uploadSchema.parse(response.json()).id;
}

/**
 * The fixture's made-up upload ids replaced by one fresh upload of `cookie`'s investor (an
 * application may use one scan for several fields; one upload per application keeps the tests
 * within the uploads' rate limit).
 */
export async function withRealUploads<T>(
  t: Pick<TestApp, 'app'>,
  cookie: string,
  input: T,
): Promise<T> {
  const id = await uploadFile(t, cookie);
  let text = JSON.stringify(input);
  for (const madeUp of Object.values(UPLOAD_IDS)) text = text.replaceAll(madeUp, id);
  return JSON.parse(text) as T;
}

/** Answers to every question: the riskiest (offensief) or the most careful (defensief). */
export function answersGiving(flow: FundFlow, profile: 'offensief' | 'defensief') {
  const questionnaire = QUESTIONNAIRES[QUESTIONNAIRE_ID_BY_FLOW[flow]];
  return questionnaire.questions.map((question) => {
    const ranked = [...question.answers]
      .filter((option) => profile === 'defensief' || !option.knockOut)
      .sort((a, b) => points(a) - points(b));
    const chosen = profile === 'offensief' ? ranked.at(-1) : ranked[0];
    if (!chosen) throw new Error(`question ${question.id} has no answer`);
    return { questionId: question.id, answerId: chosen.id };
  });
}

function points(option: { scores?: readonly { points: number }[] }): number {
  return (option.scores ?? []).reduce((sum, score) => sum + score.points, 0);
}

const APPLICANTS: Record<ApplicantType, () => InvestmentApplicationInput['applicant']> = {
  mijn: () => ({ type: 'mijn', mijn: mijnInput() }),
  partner: () => ({ type: 'partner', mijn: mijnInput(), partner: partnerInput() }),
  child: () => ({ type: 'child', mijn: mijnInput(), child: childInput() }),
  company: () => ({ type: 'company', company: companyInput() }),
};

/** A complete application for `type` in `flow` (offensief: no acknowledgement needed). */
export function application(
  type: ApplicantType,
  flow: FundFlow,
  overrides: Partial<InvestmentApplicationInput> = {},
): InvestmentApplicationInput {
  const base = applicationInput();
  return {
    ...base,
    flow,
    investment: { initialDeposit: '5000.00', periodicDeposit: '100.00', description: 'Pensioen' },
    questionnaire: {
      id: QUESTIONNAIRE_ID_BY_FLOW[flow],
      answers: answersGiving(flow, 'offensief'),
      riskAcknowledged: false,
    },
    applicant: APPLICANTS[type](),
    ...overrides,
  };
}
