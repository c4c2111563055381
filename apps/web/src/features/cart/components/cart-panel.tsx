import { formatUsd, priceToCents } from '@shop/contracts';
import { Minus, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { ArtworkThumbnail } from '../../../components/ui/artwork-thumbnail';
import { Button } from '../../../components/ui/button';
import { DialogCloseIconButton } from '../../../components/ui/dialog';
import { cn } from '../../../components/ui/cn';
import { LicenceTerms } from '../../../components/ui/licence-terms';
import type { CartItem } from '../../../lib/cart-item';
import { useCart } from '../cart-context';
import { isLicenceLine } from '../cart-rules';
import { cartMessages } from '../messages';

/** SPEC §2 cart side panel: slides in from the right. */
export function CartPanel() {
  const { items, isOpen, setOpen, totalCents, checkout, isCheckingOut } = useCart();
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-neutral-800 bg-neutral-950 shadow-2xl outline-none motion-safe:animate-slide-in-right"
        >
          <header className="flex items-center justify-between border-b border-neutral-800 px-5 py-4">
            <Dialog.Title className="text-xl font-semibold">{cartMessages.title}</Dialog.Title>
            <DialogCloseIconButton label={cartMessages.close} />
          </header>

          {items.length === 0 ? (
            <p className="flex flex-1 items-center justify-center text-neutral-400">{cartMessages.empty}</p>
          ) : (
            <ul className="flex-1 divide-y divide-neutral-800 overflow-y-auto px-5" aria-label="Cart items">
              {items.map((item) => (
                <CartLine key={item.artwork.id} item={item} />
              ))}
            </ul>
          )}

          <footer className="space-y-4 border-t border-neutral-800 px-5 py-4">
            {items.some((item) => isLicenceLine(item.artwork.id) && !item.licence) ? (
              // What a buyer gets with each artwork, before paying (a work under a licence tier
              // names its tier on its line instead: the artwork page showed its text).
              <LicenceTerms headingLevel="h3" compact />
            ) : null}
            <p className="flex items-center justify-between text-lg font-semibold">
              <span>{cartMessages.total}</span>
              <span data-testid="cart-total">{formatUsd(totalCents)}</span>
            </p>
            <Button
              className="w-full"
              size="lg"
              disabled={items.length === 0 || isCheckingOut}
              aria-busy={isCheckingOut}
              onClick={() => void checkout()}
            >
              {isCheckingOut ? cartMessages.processing : cartMessages.checkout}
            </Button>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A cart line's small icon button (decrease, increase, remove), named for its artwork. */
function LineButton({
  icon: Icon,
  label,
  onClick,
  variant = 'outline',
  className,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  variant?: 'outline' | 'ghost';
  className?: string;
}) {
  return (
    <Button variant={variant} size="icon" className={cn('h-8 w-8', className)} aria-label={label} onClick={onClick}>
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const { updateQuantity, removeFromCart } = useCart();
  const { artwork, quantity } = item;
  return (
    <li className="flex gap-4 py-4">
      <ArtworkThumbnail filename={artwork.filename} updatedAt={artwork.updatedAt} size={64} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{artwork.title}</p>
        <p className="text-sm text-neutral-400">{formatUsd(priceToCents(artwork.price))}</p>
        <div className="mt-2 flex items-center gap-2">
          {isLicenceLine(artwork.id) ? (
            // An artwork is one licence, so it has no stepper, only Remove.
            <span
              className="text-sm text-neutral-300"
              aria-label={cartMessages.licenceLabel(artwork.title, item.licence?.name)}
            >
              {item.licence ? cartMessages.licenceTier(item.licence.name) : cartMessages.licence}
            </span>
          ) : (
            <>
              <LineButton
                icon={Minus}
                label={cartMessages.decrease(artwork.title)}
                onClick={() => updateQuantity(artwork.id, quantity - 1)}
              />
              <span
                className="w-8 text-center tabular-nums"
                aria-label={cartMessages.quantity(artwork.title)}
                aria-live="polite"
              >
                {quantity}
              </span>
              <LineButton
                icon={Plus}
                label={cartMessages.increase(artwork.title)}
                onClick={() => updateQuantity(artwork.id, quantity + 1)}
              />
            </>
          )}
          <LineButton
            icon={Trash2}
            label={cartMessages.remove(artwork.title)}
            onClick={() => removeFromCart(artwork.id)}
            variant="ghost"
            className="ml-auto"
          />
        </div>
      </div>
    </li>
  );
}
