import { formatEuro } from '@bp/domain';
import { DonutChart } from '../../../ui/donut/DonutChart';
import type { FundValue } from '../holdings';

const shareFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/**
 * The value per fund as a donut. The euro strings become numbers only to draw the picture; the
 * amounts in the legend are the exact strings' numbers, formatted to cents.
 */
export function FundDonut({ funds }: { funds: readonly FundValue[] }) {
  if (funds.length === 0) return null;
  const sections = funds.map((fund) => ({ label: fund.fundName, value: Number(fund.value) }));
  const total = sections.reduce((sum, section) => sum + section.value, 0);
  const formatValue = (value: number) =>
    `${formatEuro(value)} (${shareFormat.format((value / total) * 100)}%)`;
  return (
    <section className="card portfolio-donut" aria-labelledby="portfolio-donut-title">
      <h2 id="portfolio-donut-title">Verdeling over de fondsen</h2>
      <DonutChart
        title="Waarde per fonds"
        sections={sections}
        total={total}
        size={200}
        thickness={35}
        legend="bottom"
        formatValue={formatValue}
      />
    </section>
  );
}
