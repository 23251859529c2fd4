import { TextField } from "@/components/ui/text-field";

/** The account's email in the server-rendered auth forms: kept when the server answers the form again. */
export function EmailField({ email, error }: { email: string; error: string | undefined }) {
  return (
    <TextField
      name="email"
      type="email"
      label="Email"
      autoComplete="email"
      required
      defaultValue={email}
      error={error}
    />
  );
}

/** Email and password of an existing account (signing in, activating it); the password is never sent back. */
export function CredentialFields({
  email,
  errors,
}: {
  email: string;
  errors: { email?: string; password?: string } | undefined;
}) {
  return (
    <>
      <EmailField email={email} error={errors?.email} />
      <TextField
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        error={errors?.password}
      />
    </>
  );
}
