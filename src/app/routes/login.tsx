import { LoginForm } from '@/features/login';

export default function LoginScreen() {
  return <LoginForm />;
}
