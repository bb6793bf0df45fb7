export { OverigeRelatiesPage, PersoonlijkeInformatiePage, WachtwoordPage } from './SettingsPages';
