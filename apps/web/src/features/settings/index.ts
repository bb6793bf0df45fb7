export { OverigeRelatiesPage } from './OverigeRelatiesPage';
export { PersoonlijkeInformatiePage } from './PersoonlijkeInformatiePage';
export { WachtwoordPage } from './WachtwoordPage';
export { EmailConfirmPage } from './profile/EmailConfirmPage';
