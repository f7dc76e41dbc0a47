/**
 * The account screen's two-factor sign-in (TOTP): set it up (a QR code and the secret to type,
 * confirmed with a first code), then the ten recovery codes shown this once; or turn it off.
 */
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../_components/toast/use-toast.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { StaffApiError, staffErrorText, staffRequest } from '../staff-api.js';
import { FormField } from './FormField.js';

interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

export function TwoFactorPanel({ enabled, onChanged }: { enabled: boolean; onChanged: () => Promise<void> }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [pending, setPending] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const codesHeading = useRef<HTMLHeadingElement>(null);

  const begin = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      setEnrolment(await staffRequest<Enrolment>('POST', '/api/admin/me/totp'));
    } catch (error) {
      setFailure(staffErrorText(error, 'Two-factor sign-in could not be set up'));
    } finally {
      setPending(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setCodeError(undefined);
    try {
      const answer = await staffRequest<{ recoveryCodes: string[] }>('POST', '/api/admin/me/totp/confirm', { code });
      setEnrolment(null);
      setCode('');
      setRecoveryCodes(answer.recoveryCodes);
      requestAnimationFrame(() => codesHeading.current?.focus());
    } catch (error) {
      setCodeError(error instanceof StaffApiError && error.errors.code ? error.errors.code : staffErrorText(error, 'That code was not accepted'));
    } finally {
      setPending(false);
    }
  };

  const finish = async () => {
    setRecoveryCodes(null);
    toast({ title: 'Two-factor sign-in is on', description: 'From now on you sign in with your password and a code.' });
    await onChanged();
  };

  const turnOff = async () => {
    setPending(true);
    try {
      await staffRequest('DELETE', '/api/admin/me/totp');
      toast({ title: 'Two-factor sign-in is off', description: 'You sign in with your password alone.' });
      await onChanged();
    } catch (error) {
      toast({ title: 'Not changed', description: staffErrorText(error, 'Two-factor sign-in is still on'), variant: 'destructive' });
    } finally {
      setPending(false);
      setTurningOff(false);
    }
  };

  if (recoveryCodes) {
    return (
      <div className="notification is-warning is-light">
        <h3 className="title is-6" tabIndex={-1} ref={codesHeading}>Save your recovery codes</h3>
        <p>Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once instead of a 6-digit code. They are shown only now: keep them somewhere safe.</p>
        <ol className="account-codes" aria-label="Recovery codes">
          {recoveryCodes.map((item) => <li key={item}><code>{item}</code></li>)}
        </ol>
        <div className="buttons">
          <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(recoveryCodes.join('\n')).then(() => toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' }))}>
            Copy codes
          </button>
          <button type="button" className="button is-primary" onClick={() => void finish()}>I have saved them</button>
        </div>
      </div>
    );
  }

  if (enabled) {
    return (
      <>
        <p><span className="tag is-success is-light">On</span> You sign in with your password and a code from your authenticator app (or a recovery code).</p>
        <button type="button" className="button is-danger is-outlined" onClick={() => setTurningOff(true)} disabled={pending}>Turn off two-factor sign-in</button>
        <ConfirmDialog
          open={turningOff}
          title="Turn off two-factor sign-in?"
          description="Your password alone will sign you in, and your recovery codes stop working."
          confirmLabel="Turn off"
          pendingLabel="Turning off..."
          pending={pending}
          onConfirm={() => void turnOff()}
          onCancel={() => setTurningOff(false)}
        />
      </>
    );
  }

  if (enrolment) {
    return (
      <form onSubmit={(event) => void confirm(event)} noValidate aria-label="Set up two-factor sign-in">
        <ol className="account-steps">
          <li>
            Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or Aegis):
            <img className="account-qr" src={enrolment.qrCode} alt="QR code for your authenticator app (the secret below says the same)" width={192} height={192} />
          </li>
          <li>Or type this secret into the app: <code className="account-secret" data-testid="totp-secret">{enrolment.secret}</code></li>
          <li>Enter the 6-digit code the app shows:</li>
        </ol>
        <FormField id="totp-code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code}
          error={codeError} onChange={(event) => setCode(event.target.value)} autoFocus />
        <div className="buttons">
          <button type="submit" className="button is-primary" disabled={pending} aria-busy={pending}>{pending ? 'Checking...' : 'Turn on'}</button>
          <button type="button" className="button" onClick={() => setEnrolment(null)} disabled={pending}>Cancel</button>
        </div>
      </form>
    );
  }

  return (
    <>
      <p><span className="tag is-light">Off</span> Add a second step to signing in: a code from an app on your phone.</p>
      {failure ? <div className="notification is-danger is-light" role="alert">{failure}</div> : null}
      <button type="button" className="button is-primary" onClick={() => void begin()} disabled={pending} aria-busy={pending}>
        {pending ? 'Starting...' : 'Set up two-factor sign-in'}
      </button>
    </>
  );
}
