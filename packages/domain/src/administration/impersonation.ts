/**
 * Viewing the portal as an investor (issue 21): an administrator starts it with a reason, it is
 * read-only until the investor consents to acting on their behalf, and it ends by itself.
 */
export const IMPERSONATION_MODES = ['alleen-lezen', 'namens'] as const;
export type ImpersonationMode = (typeof IMPERSONATION_MODES)[number];

export const IMPERSONATION_MODE_LABELS: Record<ImpersonationMode, string> = {
  'alleen-lezen': 'Alleen bekijken',
  namens: 'Namens de belegger handelen',
};

/** Why an impersonation ended; null while it runs. */
export const IMPERSONATION_END_REASONS = [
  'beheerder',
  'belegger',
  'verlopen',
  'uitgelogd',
] as const;
export type ImpersonationEndReason = (typeof IMPERSONATION_END_REASONS)[number];

export const IMPERSONATION_END_REASON_LABELS: Record<ImpersonationEndReason, string> = {
  beheerder: 'Gestopt door de beheerder',
  belegger: 'Beëindigd door de belegger',
  verlopen: 'Na 30 minuten vanzelf beëindigd',
  uitgelogd: 'De beheerder logde uit',
};

/** An impersonation ends by itself this long after it started (switching mode does not extend it). */
export const IMPERSONATION_MINUTES = 30;

/** The code an investor reads out to let the admin act on their behalf: six digits, once, 10 minutes. */
export const CONSENT_CODE = { digits: 6, validMinutes: 10 } as const;

/** The reason an administrator gives for viewing an investor's portal. */
export const IMPERSONATION_REASON = { maxLength: 500 } as const;
