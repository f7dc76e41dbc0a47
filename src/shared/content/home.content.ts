/** Copy of the home page (docs/product.md §2, Home). {product}/{brand} are filled from SITE_NAME. */

export const HERO = {
  eyebrow: 'Mental fitness for endurance athletes',
  headline: 'Training the whole human',
  subline:
    'You already plan every mile, interval and long ride. {product} helps you train your brain as consciously as your body, with curated expertise from sports psychologists, coaches and athletes who have stood on the same start lines.',
  secondaryLabel: 'Explore the resources',
  secondaryHref: '/blog',
  note: 'Free to join. Early access, new resources and expert interviews, straight to your inbox.',
  imageAlt: 'Illustration of a runner heading down an open road towards a rising sun',
};

export const QUOTE = {
  text: 'Your legs carry you as far as your mind believes they can. Train both, and the finish line moves closer.',
  attribution: 'The {brand} coaching philosophy',
};

export const VISION_MISSION = {
  heading: 'Why we exist',
  items: [
    {
      title: 'Our Vision',
      text: 'A world where every endurance athlete trains the mind with the same intention, structure and care as the body, and where asking for mental support is as normal as booking a sports massage.',
    },
    {
      title: 'Our Mission',
      text: 'We gather the best mental training knowledge, champion the experts behind it and connect athletes with people who can help, so that mental fitness becomes part of every training plan.',
    },
  ],
};

export const FUEL_GROUPS_SECTION = {
  heading: '5 Fuel Groups',
  intro:
    'Like a well-balanced plate, a strong mind needs a little of everything. We organise mental training into five fuel groups, so you always know what you are working on and why.',
  learnMore: 'Learn More',
  featuredLead: 'Fuel matters too:',
  featuredLabel: 'visit our RED-S Resource Center',
  featuredHref: '/blog/reds-resource-center',
};

export const WHY_SECTION = {
  heading: 'Why {product}',
  missing: {
    title: "What's Missing",
    text: 'Endurance athletes obsess over splits, watts and fuelling, yet the mind, the part that decides when to push and when to stop, rarely gets a training plan. Good mental training knowledge exists, but it is scattered across books, podcasts and research papers and hard to put into practice.',
  },
  holdsBack: {
    title: 'What Holds Us Back',
    text: 'Many athletes still believe mental skills are only for elites, or that needing help is a weakness. Others simply do not know where to start, whom to trust, or how to fit mind training around work, family and a full training week.',
  },
  howWeHelp: {
    title: 'How We Help',
    text: 'We make mental fitness practical, trustworthy and part of your normal training week.',
  },
  pillars: [
    {
      key: 'curate',
      title: 'Curate',
      text: 'We sift through books, podcasts, articles and tools, and organise the best of them by fuel group, sport and training phase.',
      linkLabel: 'Explore the resource library',
      href: '/blog',
    },
    {
      key: 'champion',
      title: 'Champion',
      text: 'We shine a light on the sports psychologists, coaches and athletes doing great work, in interviews and sessions on our video channel.',
      linkLabel: 'Watch on our video channel',
      href: 'social:youtube',
    },
    {
      key: 'connect',
      title: 'Connect',
      text: 'We are building a network of trusted experts, so you can find the right person for your goals and your sport.',
      linkLabel: 'Meet our experts',
      href: '/team',
    },
  ],
};

export const CTA_SECTION = {
  heading: 'Ready to train the whole human?',
  intro: 'Pick your next step. However you join us, you are welcome here.',
  tiles: [
    { key: 'join', title: 'Join the Movement', text: 'Get early access and news as we build {brand} together.', href: '#waitlist' },
    { key: 'subscribe', title: 'Subscribe', text: 'Expert interviews and short mental skills sessions on our video channel.', href: 'social:youtube' },
    { key: 'follow', title: 'Follow', text: 'Athlete stories and everyday inspiration on our photo feed.', href: 'social:instagram' },
    { key: 'resources', title: 'Resources', text: 'Start reading the resource library today, one fuel group at a time.', href: '/blog' },
  ],
} as const;
