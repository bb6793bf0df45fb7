export { LoginPage } from './LoginPage';
export { CreateAccountPage } from './CreateAccountPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { ConfirmAccountPage } from './ConfirmAccountPage';
