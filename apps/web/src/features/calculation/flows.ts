import type { CalculationFlowName, CalculationProductCode } from './state';

export const FLOW_ROUTES: Record<CalculationFlowName, string> = {
  bedragBeleggen: '/berekenen/bedrag-beleggen',
  lijfrenteOpbouwen: '/berekenen/lijfrente-opbouwen',
  lijfrenteUitkeren: '/berekenen/lijfrente-uitkeren',
};

export const FLOW_TITLES: Record<CalculationFlowName, string> = {
  bedragBeleggen: 'Bedrag beleggen',
  lijfrenteOpbouwen: 'Lijfrente opbouwen',
  lijfrenteUitkeren: 'Lijfrente uitkeren',
};

export const PRODUCT_NAMES: Record<CalculationProductCode, string> = {
  SB: 'Bedrag beleggen',
  SUL: 'Lijfrente opbouwen',
  SDIL: 'Lijfrente uitkeren',
};
