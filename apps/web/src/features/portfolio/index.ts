export { FondsenTabelPage } from './FondsenTabelPage';
export { MijnInvesteringenPage } from './MijnInvesteringenPage';
export { MijnVastgoedPage } from './MijnVastgoedPage';
