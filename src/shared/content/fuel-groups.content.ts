import { siteImage } from '../site-images.js';

/** The five fuel groups: a short line for the home page and front/back texts for the flip cards. */
export interface FuelGroup {
  key: string;
  name: string;
  /** Front of the card and the home page line. */
  tagline: string;
  /** Back of the card. */
  detail: string;
  image: string;
}

const GROUPS: Record<string, FuelGroup> = {
  'goal-setting': {
    key: 'goal-setting',
    name: 'Goal Setting',
    tagline: 'Turn a big dream into a plan you can act on this week.',
    detail: 'Layer outcome, performance and process goals so every session has a purpose. Clear, flexible goals keep motivation steady through the long middle of a training block.',
    image: siteImage('/images/fuel/goal-setting.svg'),
  },
  visualization: {
    key: 'visualization',
    name: 'Visualization',
    tagline: 'Rehearse the race in your mind before you run it.',
    detail: 'Vivid mental rehearsal primes your body for the moments that matter: the start, the hardest climb, the final kilometre. Practised often, it makes race day feel familiar and calm.',
    image: siteImage('/images/fuel/visualization.svg'),
  },
  'self-perception': {
    key: 'self-perception',
    name: 'Self-Perception',
    tagline: 'Build an identity that supports the athlete you are becoming.',
    detail: 'How you see yourself shapes how you train, recover and compete. Learn to separate your worth from your results and to talk to yourself the way a good coach would.',
    image: siteImage('/images/fuel/self-perception.svg'),
  },
  confidence: {
    key: 'confidence',
    name: 'Confidence',
    tagline: 'Trust your training when it matters most.',
    detail: 'Confidence is built, not given. Collect evidence from your training, reframe setbacks and use simple routines that carry belief from the practice session to the start line.',
    image: siteImage('/images/fuel/confidence.svg'),
  },
  'stress-management': {
    key: 'stress-management',
    name: 'Stress Management',
    tagline: 'Stay steady when the pressure rises.',
    detail: 'Breathing, attention control and smart recovery help you handle nerves, heavy training loads and life outside sport, so pressure becomes fuel instead of a drain.',
    image: siteImage('/images/fuel/stress-management.svg'),
  },
};

/** The product's order on the home page. */
export const HOME_FUEL_GROUPS: readonly FuelGroup[] = ['goal-setting', 'visualization', 'self-perception', 'confidence', 'stress-management'].map((key) => GROUPS[key]);

/** The product's order of the flip cards on /fuel-groups. */
export const FLIP_CARD_GROUPS: readonly FuelGroup[] = ['visualization', 'confidence', 'goal-setting', 'stress-management', 'self-perception'].map((key) => GROUPS[key]);

export const FUEL_GROUPS_PAGE = {
  title: 'Fuel Groups',
  description: 'The five fuel groups of mental fitness for endurance athletes: Visualization, Confidence, Goal Setting, Stress Management and Self-Perception.',
  eyebrow: 'Mental training, organised',
  heading: 'The 5 Fuel Groups',
  intro: 'Every mental skill we cover belongs to one of five fuel groups. Tap or click a card to flip it and see what the group is about and how it helps you train.',
  flipHint: 'Flip to learn more',
  flipBackHint: 'Flip back',
  closingText: 'Ready to put a fuel group into practice?',
  closingLinkLabel: 'Browse the resource library',
  closingHref: '/blog',
};
