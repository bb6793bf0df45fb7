import type { CalculationData } from '@bp/api-schema';
import { ProjectionResult } from './ProjectionResult';
import { SdilResult } from './SdilResult';
import './results.css';

export function CalculationResultView({ data }: { data: CalculationData }) {
  return data.productCode === 'SDIL' ? (
    <SdilResult data={data} />
  ) : (
    <ProjectionResult data={data} />
  );
}
