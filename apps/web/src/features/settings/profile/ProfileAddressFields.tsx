import { useQuery } from '@tanstack/react-query';
import { useController, type UseFormReturn } from 'react-hook-form';
import { countriesQuery, usePostcodeLookup } from '../../../lib/postcode-lookup';
import { AddressLookupButton, AddressLookupNote, SelectField, TextField } from '../../../ui/form';
import type { PersonalInfoUpdate } from '@bp/api-schema';
import { errorAt, idOf, type ProfileFormValues } from './profile-form';

interface Props {
  form: UseFormReturn<ProfileFormValues, ProfileFormValues, PersonalInfoUpdate>;
}

/**
 * The address with the onboarding's lookup: "Adres opzoeken" fills in street and town from the
 * postcode and house number; when it finds nothing or cannot be reached a note says so and
 * every field stays editable.
 */
export function ProfileAddressFields({ form }: Props) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const countries = useQuery(countriesQuery).data ?? [];
  // Controlled: the options arrive after the stored value, which must stay selected.
  const { field: land } = useController({ control: form.control, name: 'adres.land' });
  const { note, busy, lookUp } = usePostcodeLookup({
    read: () => ({
      postcode: getValues('adres.postcode'),
      houseNumber: getValues('adres.huisnummer'),
    }),
    fill: (address) => {
      const options = { shouldDirty: true } as const;
      setValue('adres.postcode', address.postcode, options);
      setValue('adres.straatnaam', address.straatnaam, options);
      setValue('adres.woonplaats', address.woonplaats, options);
    },
  });
  return (
    <fieldset className="profile-group">
      <legend className="profile-group-legend">Adres</legend>
      <SelectField
        id={idOf('adres.land')}
        label="Land"
        error={errorAt(errors, 'adres.land')}
        {...land}
      >
        {countries.some((country) => country.code === land.value) ? null : (
          <option value={land.value}>{land.value === 'NL' ? 'Nederland' : land.value}</option>
        )}
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <div className="profile-address-lookup">
        <TextField
          id={idOf('adres.postcode')}
          label="Postcode"
          autoComplete="postal-code"
          className="field-input-short"
          error={errorAt(errors, 'adres.postcode')}
          {...register('adres.postcode')}
        />
        <TextField
          id={idOf('adres.huisnummer')}
          label="Huisnummer"
          hint="Met toevoeging, bijvoorbeeld 12a"
          autoComplete="off"
          className="field-input-short"
          error={errorAt(errors, 'adres.huisnummer')}
          {...register('adres.huisnummer')}
        />
        <AddressLookupButton busy={busy} onLookUp={() => void lookUp()} />
      </div>
      <AddressLookupNote note={note} />
      <TextField
        id={idOf('adres.straatnaam')}
        label="Straatnaam"
        autoComplete="address-line1"
        error={errorAt(errors, 'adres.straatnaam')}
        {...register('adres.straatnaam')}
      />
      <TextField
        id={idOf('adres.woonplaats')}
        label="Woonplaats"
        autoComplete="address-level2"
        error={errorAt(errors, 'adres.woonplaats')}
        {...register('adres.woonplaats')}
      />
    </fieldset>
  );
}
