export {
  BedragBeleggenPage,
  LijfrenteOpbouwenPage,
  LijfrenteUitkerenPage,
} from './pages/FlowPages';
export { MijnBerekeningenPage } from './pages/MijnBerekeningenPage';
export {
  initialCalculationQuestionnaire,
  type CalculationQuestionnaireState,
  type QuestionnaireAnswer,
  type QuestionnaireQuestion,
} from './state';
export {
  readInvestmentPrefill,
  withoutInvestmentPrefill,
  type InvestmentPrefill,
} from './next-step';
