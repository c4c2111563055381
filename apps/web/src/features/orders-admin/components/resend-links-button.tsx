import { Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useResendLinks } from '../api/resend-links';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';

/** The curator's "Resend links": the buyer gets the order's live links by e-mail again. */
export function ResendLinksButton({ orderId }: { orderId: string }) {
  const resend = useResendLinks(orderId);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => resend.mutate()}
      disabled={resend.isPending}
      aria-busy={resend.isPending}
    >
      <Mail className="h-4 w-4" aria-hidden />
      {resend.isPending ? M.resending : M.resendLinks}
    </Button>
  );
}
