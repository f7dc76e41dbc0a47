/** "<name> is also editing this post" while someone else has it open (use-presence.ts). */
export function PresenceNotice({ others }: { others: string[] }) {
  if (!others.length) return null;
  const names = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${others[others.length - 1]}`;
  return (
    <p className="notification is-info is-light admin-presence" role="status" data-testid="presence">
      {names} {others.length === 1 ? 'is' : 'are'} also editing this post. Saves are checked: if they save first, you will be shown what changed.
    </p>
  );
}
