import { ChangePasswordForm } from './password/ChangePasswordForm';
import { SettingsLayout } from './SettingsLayout';
import { TwoFactorSection } from './two-factor/TwoFactorSection';

export function WachtwoordPage() {
  return (
    <SettingsLayout title="Wachtwoord en beveiliging">
      <ChangePasswordForm />
      <TwoFactorSection />
    </SettingsLayout>
  );
}
