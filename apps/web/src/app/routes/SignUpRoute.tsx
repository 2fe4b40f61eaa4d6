import { SignUpPage } from '../../features/auth/components/SignUpPage';

/** /signup */
export default function SignUpRoute() {
  return <SignUpPage />;
}
