import {
  personalInfoUpdateSchema,
  type PersonalInfo,
  type PersonalInfoUpdate,
  type PersonalInfoUpdateInput,
} from '@bp/api-schema';
import { nationalPhoneNumber } from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldErrors, type Resolver } from 'react-hook-form';
import type { SummaryError } from '../../../ui/form';

/** The form's values: every field as typed text, the address as one block (the API's `adres`). */
export interface ProfileFormValues {
  initialen: string;
  tussenvoegsel: string;
  achternaam: string;
  adres: {
    land: string;
    postcode: string;
    huisnummer: string;
    straatnaam: string;
    woonplaats: string;
  };
  telefoonnummer: string;
  mobiel: string;
  gebruikersnaam: string;
}

/** Each field's form path and input id, in screen order (the error summary's order). */
export const PROFILE_FIELDS = [
  { path: 'initialen', id: 'profiel-initialen' },
  { path: 'tussenvoegsel', id: 'profiel-tussenvoegsel' },
  { path: 'achternaam', id: 'profiel-achternaam' },
  { path: 'adres.land', id: 'profiel-land' },
  { path: 'adres.postcode', id: 'profiel-postcode' },
  { path: 'adres.huisnummer', id: 'profiel-huisnummer' },
  { path: 'adres.straatnaam', id: 'profiel-straatnaam' },
  { path: 'adres.woonplaats', id: 'profiel-woonplaats' },
  { path: 'telefoonnummer', id: 'profiel-telefoonnummer' },
  { path: 'mobiel', id: 'profiel-mobiel' },
  { path: 'gebruikersnaam', id: 'profiel-gebruikersnaam' },
] as const;

export type ProfilePath = (typeof PROFILE_FIELDS)[number]['path'];

export const idOf = (path: ProfilePath) =>
  PROFILE_FIELDS.find((field) => field.path === path)?.id ?? path;

/** The stored record as the form shows it: phone numbers as a Dutch investor types them. */
export function formValuesOf(info: PersonalInfo): ProfileFormValues {
  const phone = (value: string | null) => (value === null ? '' : nationalPhoneNumber(value));
  return {
    initialen: info.Initialen ?? '',
    tussenvoegsel: info.Tussenvoegsel ?? '',
    achternaam: info.Achternaam ?? '',
    adres: {
      land: info.Land ?? 'NL',
      postcode: info.Postcode ?? '',
      huisnummer: info.Huisnummer ?? '',
      straatnaam: info.Straatnaam ?? '',
      woonplaats: info.Woonplaats ?? '',
    },
    telefoonnummer: phone(info.Telefoonnummer),
    mobiel: phone(info.Mobiel),
    gebruikersnaam: info.Gebruikersnaam ?? '',
  };
}

const ADDRESS_KEYS = ['land', 'postcode', 'huisnummer', 'straatnaam', 'woonplaats'] as const;
const TEXT_KEYS = [
  'initialen',
  'tussenvoegsel',
  'achternaam',
  'telefoonnummer',
  'mobiel',
  'gebruikersnaam',
] as const;

/**
 * What the investor changed, as the PATCH request: a field left as shown is not sent (so a
 * field never filled in, such as a missing mobile number, does not stop another change), and
 * the address goes whole once any part of it changed.
 */
export function changedFields(
  values: ProfileFormValues,
  shown: ProfileFormValues,
): PersonalInfoUpdateInput {
  const update: PersonalInfoUpdateInput = {};
  for (const key of TEXT_KEYS) {
    if (values[key] !== shown[key]) update[key] = values[key];
  }
  if (ADDRESS_KEYS.some((key) => values.adres[key] !== shown.adres[key])) {
    update.adres = { ...values.adres };
  }
  return update;
}

const schemaResolver = zodResolver(personalInfoUpdateSchema);

/**
 * Checks the changed fields with the API's own schema; the output is the request. The form's
 * context is what it showed after the last save (what a field is compared with).
 */
export const profileResolver: Resolver<ProfileFormValues, ProfileFormValues, PersonalInfoUpdate> = (
  values,
  shown,
  options,
) =>
  schemaResolver(
    changedFields(values, shown ?? values),
    undefined,
    options as unknown as Parameters<typeof schemaResolver>[2],
  ) as unknown as ReturnType<Resolver<ProfileFormValues, ProfileFormValues, PersonalInfoUpdate>>;

/** The message of the error at a form path, if any. */
export function errorAt(
  errors: FieldErrors<ProfileFormValues>,
  path: ProfilePath,
): string | undefined {
  const error: unknown = get(errors, path);
  if (typeof error !== 'object' || error === null) return undefined;
  const message: unknown = (error as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The field errors in screen order, each linking to its input. */
export function profileErrorList(errors: FieldErrors<ProfileFormValues>): SummaryError[] {
  return PROFILE_FIELDS.flatMap(({ path, id }) => {
    const message = errorAt(errors, path);
    return message === undefined ? [] : [{ message, fieldId: id }];
  });
}
