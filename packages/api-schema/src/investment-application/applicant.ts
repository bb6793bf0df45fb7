import {
  APPLICATION_FIELD_MESSAGES,
  applicantBlockNotAskedMessage,
  type ApplicantType,
} from '@bp/domain';
import { z } from '../zod-nl';
import { companySchemaOn } from './company';
import type { TodayProvider } from './fields';
import { childSchemaOn, mijnSchemaOn, partnerSchemaOn } from './person';

/**
 * Step 3, applicant: who invests and their details. Each type has the blocks it needs
 * (`APPLICANT_BLOCKS` in the domain), and only those (AVG: no personal data beyond what the
 * application needs).
 */
/**
 * A block the chosen type does not ask for, refused at its own path with a message that names
 * it: it may hold personal data the application has no need of.
 */
function notAsked(block: ApplicantType, type: ApplicantType) {
  return z.never({ error: applicantBlockNotAskedMessage(block, type) }).optional();
}

/** The applicant step's schemas, one per type, for the form of each. */
export function applicantStepSchemasOn(today: TodayProvider) {
  const mijn = mijnSchemaOn(today);
  return {
    mijn: z.strictObject({
      type: z.literal('mijn'),
      mijn,
      partner: notAsked('partner', 'mijn'),
      child: notAsked('child', 'mijn'),
      company: notAsked('company', 'mijn'),
    }),
    partner: z.strictObject({
      type: z.literal('partner'),
      mijn,
      partner: partnerSchemaOn(today),
      child: notAsked('child', 'partner'),
      company: notAsked('company', 'partner'),
    }),
    child: z.strictObject({
      type: z.literal('child'),
      mijn,
      child: childSchemaOn(today),
      partner: notAsked('partner', 'child'),
      company: notAsked('company', 'child'),
    }),
    company: z.strictObject({
      type: z.literal('company'),
      company: companySchemaOn(today),
      mijn: notAsked('mijn', 'company'),
      partner: notAsked('partner', 'company'),
      child: notAsked('child', 'company'),
    }),
  } as const;
}

/** The applicant of any type, told apart by `type`. */
export function applicantSchemaOn(today: TodayProvider) {
  const perType = applicantStepSchemasOn(today);
  return z.discriminatedUnion(
    'type',
    [perType.mijn, perType.partner, perType.child, perType.company],
    { error: () => APPLICATION_FIELD_MESSAGES.applicantType },
  );
}
