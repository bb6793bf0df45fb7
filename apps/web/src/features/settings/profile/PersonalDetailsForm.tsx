import type { PersonalInfo, PersonalInfoUpdate } from '@bp/api-schema';
import { PERSONAL_INFO_MESSAGES } from '@bp/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { refreshAfter } from '../../../lib/refresh-after-write';
import { useAppStore } from '../../../lib/store';
import { FormErrorSummary, SubmitButton, TextField, useApiSubmit } from '../../../ui/form';
import { savePersonalInfo } from './api';
import { ProfileAddressFields } from './ProfileAddressFields';
import {
  errorAt,
  formValuesOf,
  idOf,
  profileErrorList,
  profileResolver,
  type ProfileFormValues,
} from './profile-form';

/** The header shows the username (or the e-mail): it reads the store, so the store learns it. */
function showInHeader(stored: PersonalInfo): void {
  useAppStore.setState((state) =>
    state.user ? { user: { ...state.user, username: stored.Gebruikersnaam } } : {},
  );
}

/**
 * Name, address, phone numbers and username in one form; only what the investor changed is
 * sent (PATCH /api/relations/me), checked with the API's schema. A user without personal
 * information yet (Id 0) sets the username only.
 */
export function PersonalDetailsForm({ info }: { info: PersonalInfo }) {
  /** What the form showed after the last save: only what differs from it is sent. */
  const [shown, setShown] = useState(() => formValuesOf(info));
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileFormValues, ProfileFormValues, PersonalInfoUpdate>({
    defaultValues: shown,
    context: shown,
    resolver: profileResolver,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (update: PersonalInfoUpdate) => {
      setSaved(false);
      const stored = await savePersonalInfo(update);
      const values = formValuesOf(stored);
      setShown(values);
      form.reset(values);
      showInHeader(stored);
      await refreshAfter('personal-info-changed');
      setSaved(true);
    },
  );
  const known = info.Id !== 0;
  const text = (
    path:
      'initialen' | 'tussenvoegsel' | 'achternaam' | 'telefoonnummer' | 'mobiel' | 'gebruikersnaam',
  ) => ({
    id: idOf(path),
    error: errorAt(errors, path),
    ...register(path),
  });

  return (
    <section className="card stack" aria-labelledby="profiel-gegevens">
      <h2 id="profiel-gegevens">Uw gegevens</h2>
      {known ? null : <p>{PERSONAL_INFO_MESSAGES.noPersonalInfoYet}</p>}
      <FormErrorSummary
        errors={[...profileErrorList(errors), ...serverErrors.map((message) => ({ message }))]}
        title={
          serverErrors.length > 0 ? 'Uw gegevens zijn niet opgeslagen' : 'Controleer uw gegevens'
        }
        focusKey={failedAttempts}
      />
      {saved ? (
        <p className="alert alert-success" role="status">
          {PERSONAL_INFO_MESSAGES.saved}
        </p>
      ) : null}
      <form className="form stack" noValidate onSubmit={handleSubmit(submit, onInvalid)}>
        {known ? (
          <>
            <fieldset className="profile-group">
              <legend className="profile-group-legend">Naam</legend>
              <TextField
                label="Voorletters"
                hint="Met een punt na elke letter, bijvoorbeeld J.P."
                autoComplete="off"
                className="field-input-short"
                {...text('initialen')}
              />
              <TextField
                label="Tussenvoegsel"
                autoComplete="off"
                className="field-input-short"
                {...text('tussenvoegsel')}
              />
              <TextField label="Achternaam" autoComplete="family-name" {...text('achternaam')} />
            </fieldset>
            <ProfileAddressFields form={form} />
            <fieldset className="profile-group">
              <legend className="profile-group-legend">Telefoonnummers</legend>
              <TextField
                label="Telefoonnummer"
                hint="Niet verplicht. Uit het buitenland met + en het landnummer, bijvoorbeeld +49 30 1234567."
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                {...text('telefoonnummer')}
              />
              <TextField
                label="Mobiel nummer"
                hint="Een Nederlands 06-nummer, of uit het buitenland met + en het landnummer."
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                {...text('mobiel')}
              />
            </fieldset>
          </>
        ) : null}
        <TextField
          label="Gebruikersnaam"
          hint="De naam rechtsboven op elke pagina. Leeg: daar staat dan uw e-mailadres."
          autoComplete="nickname"
          {...text('gebruikersnaam')}
        />
        <SubmitButton busy={isSubmitting}>Gegevens opslaan</SubmitButton>
      </form>
    </section>
  );
}
