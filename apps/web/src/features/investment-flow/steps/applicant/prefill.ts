import type { ApplicationPrefillResponse, KnownInvestor, KnownRelation } from '@bp/api-schema';
import { formatDutchDate, parseCalendarDate } from '@bp/domain';
import type { ApplicantFlowState } from '../../state';
import { rememberedApplicantForm } from './applicant-memory';
import { restoreDocuments } from './document-values';
import {
  emptyApplicantForm,
  type ApplicantFormValues,
  type NameValues,
  type PersonValues,
} from './form-values';

/** "1980-05-17" → "17-05-1980"; null → "". */
export function dateToInput(date: string | null): string {
  const parsed = date === null ? null : parseCalendarDate(date);
  return parsed ? formatDutchDate(parsed) : '';
}

/** The known name, sex, birth date and document type of a person; never the BSN. */
export function knownPersonValues(
  known: Omit<KnownRelation, 'id' | 'relation'>,
): Partial<NameValues & Pick<PersonValues, 'identiteitsbewijs'>> {
  return {
    initialen: known.initialen ?? '',
    tussenvoegsel: known.tussenvoegsel ?? '',
    achternaam: known.achternaam ?? '',
    geslacht: known.geslacht ?? '',
    geboortedatum: dateToInput(known.geboortedatum),
    identiteitsbewijs: known.identiteitsbewijs ?? '',
  };
}

/** The known address, phone numbers and IBAN; an unknown country keeps the form's default. */
function knownContactValues(known: KnownInvestor, defaultCountry: string) {
  return {
    postcode: known.postcode ?? '',
    huisnummer: known.huisnummer ?? '',
    straatnaam: known.straatnaam ?? '',
    woonplaats: known.woonplaats ?? '',
    land: known.land ?? defaultCountry,
    telefoonnummer: known.telefoonnummer ?? '',
    mobiel: known.mobiel ?? '',
    iban: known.iban ?? '',
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Upload slots come from `applicant.uploads` only: a stored value could name a file removed
 * since (the values are stored on "Volgende", the uploads at once).
 */
const UPLOAD_SLOTS: ReadonlySet<string> = new Set([
  'kopie',
  'CLN',
  'passport',
  'kvkKopie',
  'UBOKopie',
  'documents',
]);

const PERSON_BLOCKS = ['mijn', 'partner', 'child'] as const;

/** `source` over `target` where the shapes agree: texts on texts, lists on lists, records into records. */
function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (UPLOAD_SLOTS.has(key)) continue;
    const current = target[key];
    if (typeof current === 'string' && typeof value === 'string') target[key] = value;
    else if (Array.isArray(current) && Array.isArray(value)) target[key] = value;
    else if (isRecord(current) && isRecord(value)) mergeInto(current, value);
  }
}

function setAtPath(target: Record<string, unknown>, path: string, value: string): void {
  const keys = path.split('.');
  const last = keys.pop();
  let node: unknown = target;
  for (const key of keys) node = isRecord(node) ? node[key] : undefined;
  if (isRecord(node) && last !== undefined && typeof node[last] === 'string') node[last] = value;
}

/**
 * The form's starting values: what this session sent on before (secrets included, from memory),
 * else the stored values (no secrets) over the portal's known details of the investor, with the
 * ids of the sent uploads.
 */
export function initialApplicantForm(
  stored: ApplicantFlowState,
  prefill: ApplicationPrefillResponse | null,
): ApplicantFormValues {
  const remembered = rememberedApplicantForm();
  if (remembered) return remembered;
  const form = emptyApplicantForm();
  const known = prefill?.mijn;
  if (known) {
    Object.assign(form.mijn, knownPersonValues(known), knownContactValues(known, form.mijn.land), {
      nationaliteit: known.nationaliteit ?? '',
    });
    // The company's contact person is most often the investor: start from their own details
    // (issue 17); the name is theirs to change when someone else is the contact.
    const { identiteitsbewijs: _document, ...name } = knownPersonValues(known);
    Object.assign(
      form.company.contactPerson,
      name,
      knownContactValues(known, form.company.contactPerson.land),
    );
  }
  const values = form as unknown as Record<string, unknown>;
  if (stored.values) mergeInto(values, stored.values);
  for (const [path, upload] of Object.entries(stored.uploads)) setAtPath(values, path, upload.id);
  for (const block of PERSON_BLOCKS) {
    form[block].documents = restoreDocuments(block, stored.values?.[block], stored.uploads);
  }
  form.type = stored.type ?? '';
  return form;
}
