/** The categories the product starts with: the five fuel groups and Start Here, sports and training phases. */
import type { CategoryGroup } from '../../shared/constants.js';
import { slugify } from '../../shared/slug.js';

interface SeedCategory {
  name: string;
  group: CategoryGroup;
  description: string;
}

const CATEGORIES: SeedCategory[] = [
  { name: 'Start Here', group: 'fuel', description: 'New to mental training? Begin with these.' },
  { name: 'Goal Setting', group: 'fuel', description: 'Turning big dreams into goals you can act on every week.' },
  { name: 'Visualization', group: 'fuel', description: 'Rehearsing races and hard sessions in your mind first.' },
  { name: 'Self-Perception', group: 'fuel', description: 'How you see yourself as an athlete, and how to see clearly.' },
  { name: 'Confidence', group: 'fuel', description: 'Building belief you can lean on when it gets hard.' },
  { name: 'Stress Management', group: 'fuel', description: 'Handling nerves, pressure and the load of life around training.' },
  { name: 'Running', group: 'sport', description: 'From the 5K to the marathon.' },
  { name: 'Triathlon', group: 'sport', description: 'Three disciplines, one mind.' },
  { name: 'Cycling', group: 'sport', description: 'Road, gravel and long solo hours in the saddle.' },
  { name: 'Swimming', group: 'sport', description: 'Pool and open water.' },
  { name: 'Trail & Ultra', group: 'sport', description: 'Long days, night sections and the dark patches between.' },
  { name: 'Off-Season', group: 'training_phase', description: 'Rest, reflect and reset.' },
  { name: 'Base', group: 'training_phase', description: 'Patient aerobic building.' },
  { name: 'Build', group: 'training_phase', description: 'Harder sessions and rising load.' },
  { name: 'Peak & Race', group: 'training_phase', description: 'Taper, race week and race day.' },
  { name: 'Recovery', group: 'training_phase', description: 'After the race, after an injury, after a setback.' },
];

export const seedCategories = CATEGORIES.map((category) => ({ ...category, slug: slugify(category.name) }));
