/** What is wrong with a phone number, in words an investor can act on. */
export const PHONE_MESSAGES = {
  empty: 'Vul een telefoonnummer in.',
  emptyMobile: 'Vul een mobiel nummer in.',
  characters:
    'Een telefoonnummer bestaat uit cijfers, eventueel met spaties, streepjes en een + voor het landnummer.',
  noPrefix:
    'Begin het nummer met 0, of met + en het landnummer als het een buitenlands nummer is (bijvoorbeeld +49).',
  dutchTooShort: (digits: number) =>
    `Dit nummer is te kort: een Nederlands telefoonnummer heeft 10 cijfers, dit heeft er ${digits}.`,
  dutchTooLong: (digits: number) =>
    `Dit nummer is te lang: een Nederlands telefoonnummer heeft 10 cijfers, dit heeft er ${digits}.`,
  invalid:
    'Dit is geen Nederlands nummer van een persoon of bedrijf, zoals 020 123 4567 of 06 1234 5678.',
  notMobile:
    'Dit is geen mobiel nummer: een Nederlands mobiel nummer begint met 06 (06 1234 5678), een buitenlands met + en het landnummer (+49 151 23456789).',
  unknownCountry:
    'Het landnummer na de + kennen wij niet. Controleer het, bijvoorbeeld +49 voor Duitsland.',
  foreignTooShort: 'Dit nummer is te kort voor het land van het landnummer.',
  foreignTooLong: 'Dit nummer is te lang voor het land van het landnummer.',
  foreignInvalid:
    'Dit nummer bestaat niet in het land van het landnummer. Controleer de cijfers na het landnummer.',
  foreignNotMobile: 'Dit is geen mobiel nummer in het land van het landnummer.',
} as const;
