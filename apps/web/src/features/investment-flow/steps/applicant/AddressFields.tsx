import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { lookUpPostcode } from './applicant-api';
import { CountrySelect, FormText, formPath } from './fields';
import type { ApplicantFormValues } from './form-values';

export const POSTCODE_NOTES = {
  unknown:
    'Bij deze postcode en dit huisnummer vonden wij geen adres. Controleer ze, of vul straat en woonplaats zelf in.',
  unreachable: 'Het adres kan nu niet worden opgezocht. Vul straat en woonplaats zelf in.',
  incomplete: 'Vul eerst de postcode en het huisnummer in.',
} as const;

/**
 * An address, its fields flat on the block (`mijn.postcode`, spec §3). "Adres opzoeken" fills in street and town from the postcode and house number
 * (POST /api/postcode); both stay editable, and when the lookup finds nothing or cannot be
 * reached a note says so and the investor types them.
 */
export function AddressFields({ prefix }: { prefix: string }) {
  const { getValues, setValue } = useFormContext<ApplicantFormValues>();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = (field: string) => `${prefix}.${field}`;

  const lookUp = async () => {
    const postcode = String(getValues(formPath(path('postcode'))) ?? '');
    const houseNumber = String(getValues(formPath(path('huisnummer'))) ?? '');
    if (postcode.trim() === '' || houseNumber.trim() === '') {
      setNote(POSTCODE_NOTES.incomplete);
      return;
    }
    setBusy(true);
    const result = await lookUpPostcode(postcode, houseNumber);
    setBusy(false);
    if (!result.found) {
      setNote(POSTCODE_NOTES[result.reason]);
      return;
    }
    setNote(null);
    const options = { shouldDirty: true } as const;
    setValue(formPath(path('postcode')), result.address.postcode, options);
    setValue(formPath(path('straatnaam')), result.address.straatnaam, options);
    setValue(formPath(path('woonplaats')), result.address.woonplaats, options);
  };

  return (
    <fieldset className="field applicant-group">
      <legend className="applicant-group-legend">Adres</legend>
      <CountrySelect path={path('land')} label="Land" />
      <div className="address-lookup">
        <FormText path={path('postcode')} label="Postcode" autoComplete="postal-code" short />
        <FormText
          path={path('huisnummer')}
          label="Huisnummer"
          hint="Met toevoeging, bijvoorbeeld 12a"
          short
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void lookUp()}
          disabled={busy}
        >
          Adres opzoeken
        </button>
      </div>
      <p className="field-hint" role="status">
        {note}
      </p>
      <FormText path={path('straatnaam')} label="Straatnaam" autoComplete="address-line1" />
      <FormText path={path('woonplaats')} label="Woonplaats" autoComplete="address-level2" />
    </fieldset>
  );
}
