import {
  DUE_DILIGENCE_MESSAGES,
  DUE_DILIGENCE_TEXT_LIMITS,
  dueDiligenceEvidenceRequired,
  WEALTH_ORIGINS,
} from '@bp/domain';
import { z } from '../zod-nl';
import { answeredBoolean, missingObject, uploadIdSchema, whenFieldsValid } from './fields';

const messages = DUE_DILIGENCE_MESSAGES;
const limits = DUE_DILIGENCE_TEXT_LIMITS;

function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((text) => (text ? text : null));
}

/**
 * The Wwft's customer due diligence questions of an application (`dueDiligence`, beside
 * `applicant`; the lists, texts and threshold are the domain's `wwft-due-diligence.ts`):
 * - `pep`: is a person of the application, a close relative or a close associate a politically
 *   exposed person; `pepFunctie` says which function (and whose) when so, and only then;
 * - `herkomstVermogen`: the main origin of the money; `herkomstToelichting` describes it for
 *   "anders", and only then;
 * - `bewijsUpload`: evidence of that origin (an upload id), required from the first-deposit
 *   threshold on (checked with the investment, `dueDiligenceEvidenceIssue`).
 */
export const dueDiligenceSchema = z
  .strictObject(
    {
      pep: answeredBoolean(messages.pep),
      pepFunctie: optionalText(limits.pepFunctie, messages.pepFunctieTooLong),
      herkomstVermogen: z.enum(WEALTH_ORIGINS, { error: messages.herkomstVermogen }),
      herkomstToelichting: optionalText(
        limits.herkomstToelichting,
        messages.herkomstToelichtingTooLong,
      ),
      bewijsUpload: uploadIdSchema(messages.bewijsUpload)
        .nullish()
        .transform((id) => id ?? null),
    },
    missingObject(messages.missing),
  )
  .superRefine(
    (answers, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (answers.pep && !answers.pepFunctie) issue('pepFunctie', messages.pepFunctieEmpty);
      if (!answers.pep && answers.pepFunctie) issue('pepFunctie', messages.pepFunctieNotAsked);
    },
    whenFieldsValid(['pep', 'pepFunctie']),
  )
  .superRefine(
    (answers, ctx) => {
      const anders = answers.herkomstVermogen === 'anders';
      const issue = (message: string) =>
        ctx.addIssue({ code: 'custom', path: ['herkomstToelichting'], message });
      if (anders && !answers.herkomstToelichting) issue(messages.herkomstToelichtingEmpty);
      if (!anders && answers.herkomstToelichting) issue(messages.herkomstToelichtingNotAsked);
    },
    whenFieldsValid(['herkomstVermogen', 'herkomstToelichting']),
  );
export type DueDiligence = z.output<typeof dueDiligenceSchema>;

/**
 * The evidence a first deposit from the threshold on asks for, at `dueDiligence.bewijsUpload`
 * (relative to the application); null when none is missing.
 */
export function dueDiligenceEvidenceIssue(
  initialDeposit: string | null | undefined,
  dueDiligence: Pick<DueDiligence, 'bewijsUpload'>,
): { path: ['dueDiligence', 'bewijsUpload']; message: string } | null {
  if (!dueDiligenceEvidenceRequired(initialDeposit) || dueDiligence.bewijsUpload) return null;
  return { path: ['dueDiligence', 'bewijsUpload'], message: messages.bewijsUpload };
}
