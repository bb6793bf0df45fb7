/** The questionnaire module's Dutch texts. */
export const QUESTIONNAIRE_MESSAGES = {
  tooManyAnswers:
    'U heeft de vragenlijst in korte tijd erg vaak verstuurd. Probeer het over enkele minuten opnieuw.',
  unknownQuestionnaire: 'Onbekende vragenlijst.',
} as const;
