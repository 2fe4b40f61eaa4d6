import { LoginPage } from '../../features/auth/components/LoginPage';

/** /login */
export default function LoginRoute() {
  return <LoginPage />;
}
