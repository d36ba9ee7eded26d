import { SignInForm } from '../components/sign-in-form.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';

export function LoginPage() {
  useDocumentTitle('auth:signIn.title');
  return <SignInForm kind="customer" />;
}

export function AdminLoginPage() {
  useDocumentTitle('auth:signIn.adminTitle');
  return <SignInForm kind="staff" />;
}
