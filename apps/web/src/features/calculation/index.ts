export {
  BedragBeleggenPage,
  LijfrenteOpbouwenPage,
  LijfrenteUitkerenPage,
} from './pages/FlowPages';
export { MijnBerekeningenPage } from './pages/MijnBerekeningenPage';
