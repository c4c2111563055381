import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../api/logout';
import { AUTH_MESSAGES } from '../messages';

export function SignOutButton({ className }: { className?: string }) {
  const logoutMutation = useLogout();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      disabled={logoutMutation.isPending}
      onClick={() => logoutMutation.mutate()}
    >
      <LogOut className="h-4 w-4" aria-hidden />
      {AUTH_MESSAGES.signOut}
    </Button>
  );
}
