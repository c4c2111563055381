import type { ReactNode } from 'react';
import { SkeletonGrid } from '../../../components/ui/skeleton';
import { useMe } from '../api/get-me';
import { SignInForm } from './sign-in-form';

/** Shows the sign-in form until GET /api/auth/me answers 200 (ARCHITECTURE "Who may do what"). */
export function AuthGate({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) {
    return (
      <main className="min-h-screen bg-neutral-950 p-8">
        <SkeletonGrid />
      </main>
    );
  }
  // A gateway that cannot be reached is not a reason to show the dashboard: ask again via the form.
  if (me.data === null || me.data === undefined) return <SignInForm />;
  return <>{children}</>;
}
