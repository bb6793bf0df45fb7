import { TEXT_PROBLEM_MESSAGES } from '@bp/domain';

/** The Dutch answers of the upload routes and of claimUploads. */
export const UPLOAD_MESSAGES = {
  notMultipart: 'Stuur het bestand als formulier (multipart/form-data).',
  noFile: 'Kies een bestand om te uploaden.',
  oneFileOnly: 'Upload één bestand per keer.',
  tooManyParts: 'Het verzoek bevat te veel onderdelen. Upload alleen het bestand.',
  empty: 'Het bestand is leeg.',
  hiddenCharacterInName: `Bestandsnaam: ${TEXT_PROBLEM_MESSAGES.hidden}`,
  tooLarge: 'Het bestand is groter dan 10 MB. Upload een kleiner bestand.',
  unsupportedType: 'Dit soort bestand wordt niet geaccepteerd. Upload een PDF, JPEG of PNG.',
  notFound: 'Bestand niet gevonden.',
  tooMany: 'Te veel bestanden geüpload. Probeer het over een uur opnieuw.',
  tooManyDownloads: 'U heeft te veel bestanden opgehaald. Probeer het over een kwartier opnieuw.',
  /** The stored bytes do not decrypt as this upload: changed, moved or incomplete. */
  damaged:
    'Dit bestand is beschadigd en kan niet worden geopend. Upload het opnieuw of neem contact met ons op.',
  /** claimUploads: the id is not one of the investor's own unused uploads. */
  notAvailable: 'Dit bestand is niet (meer) beschikbaar. Upload het opnieuw.',
} as const;
