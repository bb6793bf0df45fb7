import type { FieldIssue } from './field-issue';

/**
 * The company's register extracts (Wwft: who the company is and who owns or controls it) under
 * the spec's names (§3 "Company info"): `kvkKopie` and `UBOKopie` are the upload ids of the
 * Handelsregister and UBO register extracts; `kvkUploaden` and `UBOUploaden` say the extract is
 * uploaded with this application.
 *
 * Sending an extract later is not offered: the contract would have to wait for staff to receive
 * it, and no such process exists (no pending state for a missing extract, no reminder, no staff
 * screen to attach it). So the Wwft identification of a company is complete at the application,
 * and a flag saying "not with this application" is refused with a message that says why. Absent
 * means uploaded, as every application before the flags existed sent its extracts.
 */

export const COMPANY_EXTRACT_MESSAGES = {
  kvkLater:
    'Het uittreksel uit het Handelsregister hoort bij de aanvraag: upload het nu, later nasturen kan niet.',
  UBOLater:
    'Het uittreksel uit het UBO-register hoort bij de aanvraag: upload het nu, later nasturen kan niet.',
  kvkContradicts:
    'U heeft een uittreksel uit het Handelsregister geüpload maar aangegeven dat u het niet meestuurt: het uittreksel gaat mee met de aanvraag.',
  UBOContradicts:
    'U heeft een uittreksel uit het UBO-register geüpload maar aangegeven dat u het niet meestuurt: het uittreksel gaat mee met de aanvraag.',
} as const;

export interface CompanyExtracts {
  /** Upload id of the Handelsregister extract; empty or absent when not uploaded. */
  kvkKopie?: string | null | undefined;
  kvkUploaden?: boolean | null | undefined;
  /** Upload id of the UBO register extract. */
  UBOKopie?: string | null | undefined;
  UBOUploaden?: boolean | null | undefined;
}

/** Unknown: the schema hands over what was sent when the upload id itself failed its check. */
const present = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

function flagIssue(
  flag: boolean | null | undefined,
  upload: string | null | undefined,
  path: 'kvkUploaden' | 'UBOUploaden',
  messages: { later: string; contradicts: string },
): FieldIssue[] {
  if (flag !== false) return [];
  return [{ path: [path], message: present(upload) ? messages.contradicts : messages.later }];
}

/**
 * The flags must say the extract is uploaded with the application. That the upload id is there
 * is the id's own rule (required); this reports a flag that says otherwise.
 */
export function companyExtractIssues(extracts: CompanyExtracts): FieldIssue[] {
  const m = COMPANY_EXTRACT_MESSAGES;
  return [
    ...flagIssue(extracts.kvkUploaden, extracts.kvkKopie, 'kvkUploaden', {
      later: m.kvkLater,
      contradicts: m.kvkContradicts,
    }),
    ...flagIssue(extracts.UBOUploaden, extracts.UBOKopie, 'UBOUploaden', {
      later: m.UBOLater,
      contradicts: m.UBOContradicts,
    }),
  ];
}
