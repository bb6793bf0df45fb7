import type { Fund, FundTableRow } from '@bp/api-schema';
import {
  fundReturnHorizons,
  isQuestionnaireId,
  realEstateFundFacts,
  type CalendarDate,
  type NavPoint,
} from '@bp/domain';
import type { Database } from '../../../db/client';
import { fundRows, latestNavs, marketHistories, type FundRow } from './queries';

function questionnaireOf(row: FundRow): Fund['questionnaireId'] {
  const id = row.questionnaireId;
  if (isQuestionnaireId(id)) return id;
  // The database allows only 1–3 (check constraint); anything else is a broken row.
  throw new RangeError(`Fund ${row.code} has questionnaire ${id}`);
}

/** A real-estate fund's minimums and required profile (one home: the domain); none for SB. */
function factsOf(
  row: FundRow,
): Pick<Fund, 'minimumInitialDeposit' | 'minimumPeriodicDeposit' | 'requiredRiskProfile'> {
  if (row.flow === null) {
    return { minimumInitialDeposit: null, minimumPeriodicDeposit: null, requiredRiskProfile: null };
  }
  return realEstateFundFacts(row.flow);
}

export function toFund(row: FundRow, latest: NavPoint | undefined): Fund {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    productCode: row.productCode,
    flow: row.flow,
    currency: row.currency,
    inceptionDate: row.inceptionDate,
    ongoingCosts: row.ongoingCosts,
    entryCosts: row.entryCosts,
    expectedReturn: row.expectedReturn,
    volatility: row.volatility,
    questionnaireId: questionnaireOf(row),
    latestNav: latest?.nav ?? null,
    latestNavDate: latest?.date ?? null,
    ...factsOf(row),
  };
}

export async function fundList(
  db: Database,
  today: CalendarDate,
  productCode?: FundRow['productCode'],
): Promise<Fund[]> {
  const [rows, latest] = await Promise.all([fundRows(db, productCode), latestNavs(db, today)]);
  return rows.map((row) => toFund(row, latest.get(row.id)));
}

/** The funds table: every fund with its latest NAV and total returns per horizon. */
export async function fundTable(db: Database, today: CalendarDate): Promise<FundTableRow[]> {
  const [rows, histories] = await Promise.all([fundRows(db), marketHistories(db, today)]);
  return rows.map((row) => {
    const history = histories.get(row.id) ?? { navs: [], distributions: [] };
    const horizons = fundReturnHorizons(history.navs, history.distributions, today);
    return {
      ...toFund(row, history.navs.at(-1)),
      returnYtd: horizons.ytd,
      return1y: horizons.oneYear,
      return3y: horizons.threeYears,
      return5y: horizons.fiveYears,
      returnSinceInception: horizons.sinceInception,
    };
  });
}
