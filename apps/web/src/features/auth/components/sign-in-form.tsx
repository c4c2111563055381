import { Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { AUTH_MESSAGES } from '../messages';

export function SignInForm() {
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();
  const passwordId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length === 0) return;
    loginMutation.mutate(password);
  };

  const error = loginMutation.error;
  const errorText =
    error === null
      ? null
      : error instanceof ApiError
        ? error.serverMessage || AUTH_MESSAGES.failedFallback
        : AUTH_MESSAGES.failedFallback;

  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-950 p-4 text-neutral-100">
      <form
        onSubmit={onSubmit}
        className="w-full max-w-sm rounded-2xl border border-neutral-800 bg-neutral-900 p-8 shadow-xl"
        noValidate
      >
        <div className="mb-6 flex items-center gap-3">
          <span className="rounded-full bg-violet-600/20 p-2 text-violet-300">
            <Lock className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-xl font-semibold">{AUTH_MESSAGES.title}</h1>
            <p className="text-sm text-neutral-400">{AUTH_MESSAGES.description}</p>
          </div>
        </div>
        <Field id={passwordId} label={AUTH_MESSAGES.passwordLabel} layout="block">
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            autoFocus
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errorText !== null}
            aria-describedby={errorText === null ? undefined : errorId}
            className="w-full rounded-md border border-neutral-700 bg-neutral-950 px-3 py-2 focus:border-violet-500 focus:outline-none"
          />
        </Field>
        {errorText === null ? null : (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-400">
            {errorText}
          </p>
        )}
        <Button type="submit" className="mt-6 w-full" disabled={loginMutation.isPending || password.length === 0}>
          {loginMutation.isPending ? AUTH_MESSAGES.submitting : AUTH_MESSAGES.submit}
        </Button>
      </form>
    </main>
  );
}
