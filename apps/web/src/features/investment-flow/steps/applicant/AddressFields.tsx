import { useFormContext } from 'react-hook-form';
import { usePostcodeLookup } from '../../../../lib/postcode-lookup';
import { AddressLookupButton, AddressLookupNote } from '../../../../ui/form';
import { CountrySelect, FormText, formPath } from './fields';
import type { ApplicantFormValues } from './form-values';

export { POSTCODE_NOTES } from '../../../../lib/postcode-lookup';

/**
 * An address, its fields flat on the block (`mijn.postcode`, spec §3). "Adres opzoeken" fills in street and town from the postcode and house number
 * (POST /api/postcode); both stay editable, and when the lookup finds nothing or cannot be
 * reached a note says so and the investor types them.
 */
export function AddressFields({ prefix }: { prefix: string }) {
  const { getValues, setValue } = useFormContext<ApplicantFormValues>();
  const path = (field: string) => `${prefix}.${field}`;
  const { note, busy, lookUp } = usePostcodeLookup({
    read: () => ({
      postcode: String(getValues(formPath(path('postcode'))) ?? ''),
      houseNumber: String(getValues(formPath(path('huisnummer'))) ?? ''),
    }),
    fill: (address) => {
      const options = { shouldDirty: true } as const;
      setValue(formPath(path('postcode')), address.postcode, options);
      setValue(formPath(path('straatnaam')), address.straatnaam, options);
      setValue(formPath(path('woonplaats')), address.woonplaats, options);
    },
  });

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
        <AddressLookupButton busy={busy} onLookUp={() => void lookUp()} />
      </div>
      <AddressLookupNote note={note} />
      <FormText path={path('straatnaam')} label="Straatnaam" autoComplete="address-line1" />
      <FormText path={path('woonplaats')} label="Woonplaats" autoComplete="address-level2" />
    </fieldset>
  );
}
