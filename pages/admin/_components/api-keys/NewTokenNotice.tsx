/**
 * The new key's token, shown once: a read-only field to select it, a Copy button, and the
 * warning that it cannot be shown again. It takes focus when it appears so a screen reader
 * hears it at once.
 */
import { useEffect, useRef, useState } from 'react';

export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string>('');

  useEffect(() => {
    headingRef.current?.focus();
  }, [token]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied('Copied to the clipboard.');
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select it for Ctrl+C.
      inputRef.current?.select();
      setCopied('Selected: press Ctrl+C (or ⌘C) to copy.');
    }
  };

  return (
    <section className="notification is-success is-light api-key-token" aria-labelledby="api-key-token-title" data-testid="new-api-key">
      <h2 id="api-key-token-title" className="title is-5" tabIndex={-1} ref={headingRef}>Key “{name}” created: copy it now</h2>
      <p><strong>This key won’t be shown again.</strong> Store it where the client will read it (for example a server environment variable). If it is lost, revoke it and create a new one.</p>
      <div className="field has-addons api-key-token-field">
        <div className="control is-expanded">
          <label className="is-sr-only" htmlFor="api-key-token">The new API key</label>
          <input id="api-key-token" ref={inputRef} className="input is-family-monospace" readOnly value={token} onFocus={(event) => event.target.select()} />
        </div>
        <div className="control">
          <button type="button" className="button is-success" onClick={() => void copy()}>Copy</button>
        </div>
      </div>
      <p className="api-key-copied" role="status" aria-live="polite">{copied}</p>
      <button type="button" className="button is-small" onClick={onDone}>I have stored it — hide the key</button>
    </section>
  );
}
