import { paymentMessages as m } from '../messages';
import { TextField } from './text-field';

/** Pay is disabled until name and email are filled (SPEC §5); the buyer's name and e-mail are ours. */
export function BuyerFields({
  name,
  email,
  onName,
  onEmail,
  nameLabel,
}: {
  name: string;
  email: string;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
  nameLabel: string;
}) {
  return (
    <>
      <TextField
        label={nameLabel}
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={(e) => onName(e.target.value)}
      />
      <TextField
        label={m.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => onEmail(e.target.value)}
      />
    </>
  );
}
