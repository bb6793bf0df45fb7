import { CalculationWizard } from '../wizard/CalculationWizard';

export function BedragBeleggenPage() {
  return <CalculationWizard flowName="bedragBeleggen" />;
}

export function LijfrenteOpbouwenPage() {
  return <CalculationWizard flowName="lijfrenteOpbouwen" />;
}

export function LijfrenteUitkerenPage() {
  return <CalculationWizard flowName="lijfrenteUitkeren" />;
}
