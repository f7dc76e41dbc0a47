import { useState } from 'react';
import type { FuelGroup } from '../../src/shared/content/fuel-groups.content.js';
import { FUEL_GROUPS_PAGE } from '../../src/shared/content/fuel-groups.content.js';

/**
 * A fuel group card that flips between front and back. It is a real toggle button (Enter and
 * Space work, aria-pressed tells its state); the hidden face is hidden from assistive tech.
 */
export function FlipCard({ group }: { group: FuelGroup }) {
  const [flipped, setFlipped] = useState(false);
  return (
    <button type="button" className={`flip-card${flipped ? ' is-flipped' : ''}`} aria-pressed={flipped}
      onClick={() => setFlipped((value) => !value)} data-group={group.key}>
      <span className="flip-card-inner">
        <span className="flip-card-face flip-card-front" aria-hidden={flipped}>
          <img className="brand-art" src={group.image} width={72} height={72} alt="" />
          <span className="flip-card-title">{group.name}</span>
          <span className="flip-card-text">{group.tagline}</span>
          <span className="flip-card-hint">{FUEL_GROUPS_PAGE.flipHint}</span>
        </span>
        <span className="flip-card-face flip-card-back" aria-hidden={!flipped}>
          <span className="flip-card-title">{group.name}</span>
          <span className="flip-card-text">{group.detail}</span>
          <span className="flip-card-hint">{FUEL_GROUPS_PAGE.flipBackHint}</span>
        </span>
      </span>
    </button>
  );
}
