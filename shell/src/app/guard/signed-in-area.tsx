import { AppLayout } from '../layout/app-layout.tsx';
import { AuthGate } from './auth-gate.tsx';

/** The signed-in group's element: the app layout (sidebar + outlet) behind the auth gate. */
export function SignedInArea() {
  return (
    <AuthGate>
      <AppLayout />
    </AuthGate>
  );
}
