import { PERSON_HEADINGS } from './cleared-secrets';
import { FormText, YesNoField } from './fields';
import { ContactFields, IdentityFields, NameFields } from './PersonFields';
import { AddressFields } from './AddressFields';
import { UploadField } from './UploadField';

/** `kvkUploaden`/`UBOUploaden`: the form sends the extracts with the application, never later. */
const EXTRACT_HINT = 'Het uittreksel gaat mee met deze aanvraag; later nasturen kan niet.';

/**
 * A company that invests: its registration, the KvK and UBO register extracts, and the contact
 * person who acts for it (person fields and personTaxInfo).
 */
export function CompanyFields() {
  return (
    <>
      <section className="applicant-block stack" aria-labelledby="aanvrager-company-kop">
        <h3 id="aanvrager-company-kop">Gegevens van uw bedrijf</h3>
        <FormText
          path="company.naamBedrijf"
          label="Naam van het bedrijf"
          autoComplete="organization"
        />
        <FormText
          path="company.kvk"
          label="KvK-nummer"
          hint="8 cijfers"
          inputMode="numeric"
          short
        />
        <FormText path="company.rsin" label="RSIN" hint="9 cijfers" inputMode="numeric" short />
        <UploadField
          path="company.kvkKopie"
          label="Uittreksel uit het Handelsregister (KvK)"
          hint={EXTRACT_HINT}
        />
        <UploadField
          path="company.UBOKopie"
          label="Uittreksel uit het UBO-register"
          hint={EXTRACT_HINT}
        />
        <FormText path="company.telefoonnummer" label="Telefoonnummer" inputMode="tel" />
        <FormText path="company.iban" label="IBAN van het bedrijf" />
        <AddressFields prefix="company" />
      </section>
      <section className="applicant-block stack" aria-labelledby="aanvrager-contactpersoon-kop">
        <h3 id="aanvrager-contactpersoon-kop">{PERSON_HEADINGS.contactPerson}</h3>
        <NameFields prefix="company.contactPerson" adult />
        <ContactFields prefix="company.contactPerson" nationality={false} />
        <FormText
          path="company.contactPerson.iban"
          label="IBAN van de contactpersoon (niet verplicht)"
        />
        <YesNoField
          path="company.contactPerson.personTaxInfo.uitsluitend"
          legend="Is de contactpersoon uitsluitend in Nederland belastingplichtig?"
        />
        <IdentityFields prefix="company.contactPerson.personTaxInfo" />
      </section>
    </>
  );
}
