/** Test only: applications with real uploads, and answers that give a chosen profile. */
import {
  investmentApplicationResponseSchema,
  uploadSchema,
  z,
  type InvestmentApplicationInput,
} from '@bp/api-schema';
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
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { freshIp, type TestApp } from '../../../test/harness';
import { sqlRows } from '../../../test/sql-rows';
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

/**
 * A complete application for `type` in `flow` (offensief: no acknowledgement needed). The
 * fixture's names differ from the demo investor's stored ones, so the change is confirmed;
 * known-persons.test.ts leaves the confirmation out.
 */
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
    confirmPersonalDataChanges: true,
    ...overrides,
  };
}

/** What an application writes: all of it must stay unchanged by a refused one. */
const STORED = sql`select
  (select count(*) from contracts)::text as contracts,
  (select count(*) from investment_applications)::text as applications,
  (select count(*) from contract_holders)::text as holders,
  (select count(*) from personal_info)::text as personal_info,
  (select coalesce(max(updated_at)::text, '') from personal_info) as personal_info_updated,
  (select count(*) from related_persons)::text as related_persons,
  (select count(*) from mail_outbox)::text as mails,
  (select count(*) from uploads where reference is not null)::text as claimed_uploads`;

/** The calls of a suite, for the app and the default investor its beforeAll sets up. */
export function applicationRequests(app: () => TestApp, owner: () => string) {
  function send(body: unknown, cookie: string | null = owner()) {
    return app().app.inject({
      method: 'POST',
      url: '/api/investment-applications',
      headers: cookie ? { cookie } : {},
      payload: body as object,
      remoteAddress: freshIp(),
    });
  }

  async function stored() {
    const [row] = await sqlRows(app().db, STORED);
    return row;
  }

  function created(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(201);
    return investmentApplicationResponseSchema.parse(response.json());
  }

  /** A 422 that changed nothing, listing `expected` among its messages. */
  async function refused(body: unknown, expected: string[], cookie = owner()) {
    const before = await stored();
    const response = await send(body, cookie);
    expect(response.statusCode, response.body).toBe(422);
    const messages = z
      .object({ errors: z.object({ ErrorMessage: z.array(z.string()) }) })
      .parse(response.json()).errors.ErrorMessage;
    for (const message of expected) expect(messages).toContain(message);
    expect(await stored()).toEqual(before);
    return messages;
  }

  return { send, stored, created, refused };
}
