export { FondsenTabelPage, MijnInvesteringenPage, MijnVastgoedPage } from './PortfolioPages';
