import {
  GENDERS,
  GENDER_LABELS,
  IDENTITY_DOCUMENT_TYPES,
  IDENTITY_DOCUMENT_COUNTRY_HINT,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  dutchDateHint,
} from '@bp/domain';
import { AbroadTaxFields } from './AbroadTaxFields';
import { AddressFields } from './AddressFields';
import { PERSON_HEADINGS, SECRET_FIELD_LABELS } from './cleared-secrets';
import { DocumentsField } from './DocumentsField';
import { CountrySelect, FormDate, FormSelect, FormText } from './fields';
import type { PersonBlock } from './form-values';
import { UploadField } from './UploadField';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));
const DOCUMENT_OPTIONS = IDENTITY_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: IDENTITY_DOCUMENT_TYPE_LABELS[type],
}));

/** Typed again after every reload: the BSN is never stored in the browser. */
export function bsnHint(bsnMasked: string | null | undefined) {
  const again =
    'Na het herladen van de pagina vult u het opnieuw in: wij bewaren het niet in uw browser.';
  return bsnMasked
    ? `Bekend BSN: ${bsnMasked}, vul het ter controle opnieuw in. ${again}`
    : `9 cijfers. ${again}`;
}

export function NameFields({ prefix, adult }: { prefix: string; adult: boolean }) {
  return (
    <>
      <FormText path={`${prefix}.initialen`} label="Voorletters" hint="Bijvoorbeeld J.P." short />
      <FormText path={`${prefix}.tussenvoegsel`} label="Tussenvoegsel (niet verplicht)" short />
      <FormText
        path={`${prefix}.achternaam`}
        label="Achternaam"
        autoComplete={adult ? 'family-name' : 'off'}
      />
      <FormSelect
        path={`${prefix}.geslacht`}
        label="Geslacht"
        options={GENDER_OPTIONS}
        placeholder="Kies"
      />
      <FormDate path={`${prefix}.geboortedatum`} label="Geboortedatum" />
    </>
  );
}

/** BSN, the identity document, its number, validity and both sides copied. */
export function IdentityFields({
  prefix,
  bsnMasked,
}: {
  prefix: string;
  bsnMasked?: string | null;
}) {
  return (
    <>
      <FormText
        path={`${prefix}.bsn`}
        label={SECRET_FIELD_LABELS.bsn}
        hint={bsnHint(bsnMasked)}
        inputMode="numeric"
        short
      />
      <FormSelect
        path={`${prefix}.identiteitsbewijs`}
        label="Soort identiteitsbewijs"
        options={DOCUMENT_OPTIONS}
        placeholder="Kies een identiteitsbewijs"
      />
      <CountrySelect
        path={`${prefix}.identiteitsbewijsLand`}
        label="Uitgegeven in"
        hint={IDENTITY_DOCUMENT_COUNTRY_HINT}
      />
      <FormText
        path={`${prefix}.identiteitsbewijsCard`}
        label={SECRET_FIELD_LABELS.identiteitsbewijsCard}
        hint="Staat op het identiteitsbewijs. Na het herladen van de pagina vult u het opnieuw in."
      />
      <FormDate
        path={`${prefix}.geldigTot`}
        label="Geldig tot"
        hint={dutchDateHint('01-08-2030')}
      />
      <UploadField path={`${prefix}.kopie.voorkant`} label="Kopie identiteitsbewijs, voorkant" />
      <UploadField
        path={`${prefix}.kopie.achterkant`}
        label="Kopie identiteitsbewijs, achterkant"
      />
    </>
  );
}

const CONTACT_HINTS = {
  mobiel:
    'Bijvoorbeeld 06 1234 5678; uit het buitenland met + en het landnummer, zoals +49 151 23456789.',
} as const;

export function ContactFields({
  prefix,
  nationality = true,
}: {
  prefix: string;
  nationality?: boolean;
}) {
  return (
    <>
      <AddressFields prefix={prefix} />
      {nationality ? (
        <CountrySelect path={`${prefix}.nationaliteit`} label="Nationaliteit" />
      ) : null}
      <FormText
        path={`${prefix}.telefoonnummer`}
        label="Telefoonnummer (niet verplicht)"
        inputMode="tel"
        autoComplete="off"
      />
      <FormText
        path={`${prefix}.mobiel`}
        label="Mobiel nummer"
        hint={CONTACT_HINTS.mobiel}
        inputMode="tel"
        autoComplete="off"
      />
    </>
  );
}

/** A person of the application: mijn, partner or child, with the fields the spec lists for each. */
export function PersonFields({
  block,
  bsnMasked,
}: {
  block: PersonBlock;
  bsnMasked?: string | null;
}) {
  return (
    <section className="applicant-block stack" aria-labelledby={`aanvrager-${block}-kop`}>
      <h3 id={`aanvrager-${block}-kop`}>{PERSON_HEADINGS[block]}</h3>
      <NameFields prefix={block} adult={block !== 'child'} />
      {block !== 'child' ? <ContactFields prefix={block} /> : null}
      {block === 'mijn' ? (
        <FormText
          path="mijn.iban"
          label="IBAN"
          hint="Het rekeningnummer op uw naam, bijvoorbeeld NL91 ABNA 0417 1643 00"
        />
      ) : null}
      <IdentityFields prefix={block} bsnMasked={bsnMasked} />
      <AbroadTaxFields block={block} />
      <DocumentsField block={block} />
    </section>
  );
}
