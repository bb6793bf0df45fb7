export {
  BedragBeleggenPage,
  LijfrenteOpbouwenPage,
  LijfrenteUitkerenPage,
  MijnBerekeningenPage,
} from './CalculationPages';
