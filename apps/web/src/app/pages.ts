import { createElement, lazy } from 'react';
import type { RenderFlowReturn } from '../ui/flow-return-slot';
import { lazyPage } from './lazy-page';

// Every feature is its own chunk, loaded when one of its pages is first shown.
const auth = () => import('../features/auth');
// The login page is most visitors' first page: its own small chunk, without the other forms.
const login = () => import('../features/auth/LoginPage');
// So are the first pages of the calculations, the portfolio and a contract: their chunks hold
// what those pages show, not the feature's other pages (route-modules.ts names them for the
// server's preload hints).
const calculationFlows = () => import('../features/calculation/pages/FlowPages');
const mijnVastgoed = () => import('../features/portfolio/MijnVastgoedPage');
const contractRendement = () => import('../features/contract/pages/RendementPage');
const pages = () => import('../features/pages');
const portfolio = () => import('../features/portfolio');
const payments = () => import('../features/payments');
const investmentFlow = () => import('../features/investment-flow');
const settings = () => import('../features/settings');
const contract = () => import('../features/contract');
const topUp = () => import('../features/top-up');
const sell = () => import('../features/sell');
const contractChanges = () => import('../features/contract-changes');
const admin = () => import('../features/admin');
const calculation = () => import('../features/calculation');

export const LoginPage = lazyPage(login, 'LoginPage');
export const CreateAccountPage = lazyPage(auth, 'CreateAccountPage');
export const ForgotPasswordPage = lazyPage(auth, 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(auth, 'ResetPasswordPage');
export const ConfirmAccountPage = lazyPage(auth, 'ConfirmAccountPage');

export const ContactPage = lazyPage(pages, 'ContactPage');
export const AboutPage = lazyPage(pages, 'AboutPage');
export const MaintenancePage = lazyPage(pages, 'MaintenancePage');
export const TestPage = lazyPage(pages, 'TestPage');

export const MijnVastgoedPage = lazyPage(mijnVastgoed, 'MijnVastgoedPage');
export const MijnInvesteringenPage = lazyPage(portfolio, 'MijnInvesteringenPage');
export const FondsenTabelPage = lazyPage(portfolio, 'FondsenTabelPage');

export const BetalingAfrondenPage = lazyPage(payments, 'BetalingAfrondenPage');
export const TwikeyResultPage = lazyPage(payments, 'TwikeyResultPage');
export const IdealResultPage = lazyPage(payments, 'IdealResultPage');
export const SynvestIdealResultPage = lazyPage(payments, 'SynvestIdealResultPage');

export const NederlandsVastgoedPage = lazyPage(investmentFlow, 'NederlandsVastgoedPage');
export const DuitsVastgoedPage = lazyPage(investmentFlow, 'DuitsVastgoedPage');
export const AmerikaansVastgoedPage = lazyPage(investmentFlow, 'AmerikaansVastgoedPage');
/** Not a page: Mijn berekeningen's way back to a stopped add-investment flow. */
export const UnfinishedInvestment = lazyPage(investmentFlow, 'UnfinishedInvestment');
/** Not a page: the result pages' way back into the add-investment flow (ui/flow-return-slot). */
const FlowReturn = lazy(() => investmentFlow().then((module) => ({ default: module.FlowReturn })));
export const renderFlowReturn: RenderFlowReturn = (props) => createElement(FlowReturn, props);
export const LeningenfondsPage = lazyPage(investmentFlow, 'LeningenfondsPage');

export const WachtwoordPage = lazyPage(settings, 'WachtwoordPage');
export const OverigeRelatiesPage = lazyPage(settings, 'OverigeRelatiesPage');
export const PersoonlijkeInformatiePage = lazyPage(settings, 'PersoonlijkeInformatiePage');
export const EmailConfirmPage = lazyPage(settings, 'EmailConfirmPage');

export const ContractTransactiesPage = lazyPage(contract, 'ContractTransactiesPage');
export const ContractRendementPage = lazyPage(contractRendement, 'ContractRendementPage');
export const ContractGegevensPage = lazyPage(contract, 'ContractGegevensPage');
export const ContractWijzigenPage = lazyPage(contractChanges, 'ContractWijzigenPage');
export const ContractHistoriePage = lazyPage(contract, 'ContractHistoriePage');
export const ContractDocumentenPage = lazyPage(contract, 'ContractDocumentenPage');
export const ContractVerkochtPage = lazyPage(contract, 'ContractVerkochtPage');
export const ContractBijstortenPage = lazyPage(topUp, 'ContractBijstortenPage');
export const ContractVerkopenPage = lazyPage(sell, 'ContractVerkopenPage');

export const AdminPage = lazyPage(admin, 'AdminPage');
export const AdminInvestorPage = lazyPage(admin, 'InvestorPage');
export const AdminAuditPage = lazyPage(admin, 'AuditPage');
export const AdminBackOfficeLogPage = lazyPage(admin, 'BackOfficeLogPage');
export const AdminUitbetalingenPage = lazyPage(admin, 'UitbetalingenPage');
export const AdminUitkeringenPage = lazyPage(admin, 'UitkeringenPage');
export const AdminTakenPage = lazyPage(admin, 'TakenPage');
export const AdminKoersenPage = lazyPage(admin, 'KoersenPage');

export const MijnBerekeningenPage = lazyPage(calculation, 'MijnBerekeningenPage');
export const BedragBeleggenPage = lazyPage(calculationFlows, 'BedragBeleggenPage');
export const LijfrenteOpbouwenPage = lazyPage(calculationFlows, 'LijfrenteOpbouwenPage');
export const LijfrenteUitkerenPage = lazyPage(calculationFlows, 'LijfrenteUitkerenPage');
