import {
  CONSENT_CODE,
  IMPERSONATION_END_REASONS,
  IMPERSONATION_MODES,
  IMPERSONATION_REASON,
} from '@bp/domain';
import { z } from './zod-nl';

const REASON_MESSAGE = 'Vul de reden in waarom u het portaal van deze belegger wilt bekijken.';
const CONSENT_CODE_MESSAGE = `Vul de code van ${CONSENT_CODE.digits} cijfers in die de belegger u voorleest.`;

export const impersonationModeSchema = z.enum(IMPERSONATION_MODES);

/** A running impersonation, as `GET /api/users/me` carries it and its routes answer it. */
export const impersonationSchema = z.object({
  investorId: z.string(),
  investorName: z.string(),
  adminEmail: z.string(),
  mode: impersonationModeSchema,
  /** ISO instant: it ends by itself then. */
  expiresAt: z.string(),
});
export type Impersonation = z.infer<typeof impersonationSchema>;

/** POST /api/admin/impersonations → 201 with impersonationSchema. */
export const startImpersonationRequestSchema = z.strictObject({
  investorId: z.string({ error: 'Kies de belegger.' }).min(1, { error: 'Kies de belegger.' }),
  reason: z
    .string({ error: REASON_MESSAGE })
    .trim()
    .min(1, { error: REASON_MESSAGE })
    .max(IMPERSONATION_REASON.maxLength, {
      error: `De reden is te lang (hoogstens ${IMPERSONATION_REASON.maxLength} tekens).`,
    }),
});
export type StartImpersonationRequest = z.infer<typeof startImpersonationRequestSchema>;

/** PATCH /api/admin/impersonations/current → 200 with impersonationSchema. */
export const changeImpersonationRequestSchema = z.strictObject({
  mode: z.literal('namens', { error: 'Alleen de modus "namens" kan worden gekozen.' }),
  consentCode: z
    .string({ error: CONSENT_CODE_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${CONSENT_CODE.digits}}$`), { error: CONSENT_CODE_MESSAGE }),
});
export type ChangeImpersonationRequest = z.infer<typeof changeImpersonationRequestSchema>;

/** POST /api/users/me/consent-code: shown once to the investor, valid until expiresAt. */
export const consentCodeSchema = z.object({
  code: z.string(),
  expiresAt: z.string(),
});
export type ConsentCode = z.infer<typeof consentCodeSchema>;

export const impersonationEndReasonSchema = z.enum(IMPERSONATION_END_REASONS);

/** One request made while an impersonation ran (the path without its query string). */
export const impersonationRequestEntrySchema = z.object({
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  at: z.string(),
});

/** One impersonation in the admin's audit log, with every request made during it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  adminEmail: z.string(),
  investorId: z.string(),
  investorName: z.string(),
  reason: z.string(),
  /** The mode it ended in (or runs in); `consentedAt` says since when it was "namens". */
  mode: impersonationModeSchema,
  consentedAt: z.string().nullable(),
  startedAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: impersonationEndReasonSchema.nullable(),
  requests: z.array(impersonationRequestEntrySchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit?investorId=&page= */
export const auditQuerySchema = z.object({
  investorId: z.string().optional(),
  page: z.coerce
    .number({ error: 'Pagina moet een geheel getal van 1 of meer zijn.' })
    .int({ error: 'Pagina moet een geheel getal van 1 of meer zijn.' })
    .min(1, { error: 'Pagina moet een geheel getal van 1 of meer zijn.' })
    .max(1_000_000, { error: 'Pagina moet een geheel getal van 1 of meer zijn.' })
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const AUDIT_PAGE_SIZE = 20;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int().nonnegative(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/users/me/views: who viewed the investor's portal, newest first. */
export const portalViewSchema = z.object({
  id: z.string(),
  /** The administrator's display name ("Beheerder"), never their e-mail address. */
  viewer: z.string(),
  reason: z.string(),
  mode: impersonationModeSchema,
  consentedAt: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: impersonationEndReasonSchema.nullable(),
  /** Still running: the investor can end it. */
  active: z.boolean(),
});
export type PortalView = z.infer<typeof portalViewSchema>;

export const portalViewsSchema = z.object({ items: z.array(portalViewSchema) });
export type PortalViews = z.infer<typeof portalViewsSchema>;
