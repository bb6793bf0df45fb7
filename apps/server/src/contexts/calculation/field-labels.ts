import { genericOnly, type FieldLabels } from '../../http/field-labels';

/**
 * Dutch names of the calculation request's fields. The contract words its own messages with
 * the field in them ("De looptijd mag niet langer zijn dan 50 jaar."), so only zod's generic
 * messages get a name; a fund of the mix is named by its position, since its messages never
 * say which fund they are about.
 */
export const CALCULATION_FIELD_LABELS: FieldLabels = {
  productCode: genericOnly('Product'),
  initialDeposit: genericOnly('Eenmalige inleg of kapitaal'),
  periodicDeposit: genericOnly('Maandelijkse inleg'),
  birthdate: genericOnly('Geboortedatum'),
  start: genericOnly('Ingangsdatum'),
  chosenRiskProfile: genericOnly('Risicoprofiel'),
  uitkeringsTermijnCode: genericOnly('Uitkeringstermijn'),
  polisVoorwaardeCode: genericOnly('Polisvoorwaarden'),
  isHuidigeLijfrenteOversluiten: genericOnly('Oversluiten'),
  description: genericOnly('Omschrijving'),
  funds: genericOnly('Fondsen'),
  'funds.#': 'Fonds #',
  durationType: genericOnly('Soort looptijd'),
  // Every message of these two is the contract's own.
  duration: null,
  offerID: null,
};
