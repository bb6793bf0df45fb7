export { OverigeRelatiesPage } from './OverigeRelatiesPage';
export { PersoonlijkeInformatiePage } from './PersoonlijkeInformatiePage';
export { WachtwoordPage } from './WachtwoordPage';
