export { LoginPage } from './LoginPage';
export { CreateAccountPage } from './CreateAccountPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { ConfirmAccountPage } from './ConfirmAccountPage';
// For the password change under Mijn instellingen: the same fields and checklist as registration.
export { AuthForm } from './components/AuthForm';
export { NewPasswordFields } from './components/NewPasswordFields';
export { PASSWORDS_DIFFER, REPEAT_PASSWORD } from './schemas';
