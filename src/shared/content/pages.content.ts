/** Copy of the static pages: /values, /team and /offerings, and the home page's offerings. */

export const VALUES_PAGE = {
  title: 'About Us',
  description: 'Our mission and values: mental fitness training that meets endurance athletes where they are.',
  eyebrow: 'About Us',
  heading: 'Our mission',
  mission:
    '{brand} exists to make mental fitness a normal, practical part of endurance training. We curate trusted knowledge, champion the experts who create it and connect athletes with the support they need, so that every athlete can train the whole human.',
  valuesHeading: 'What we value',
  values: [
    {
      key: 'come-as-you-are',
      title: 'Come As You Are',
      text: 'First-timers and podium regulars, runners, riders and swimmers: you belong here. No background in psychology needed, and no judgement about where you start.',
    },
    {
      key: 'sustainable-greatness',
      title: 'Strive for Sustainable Greatness',
      text: 'We chase big goals in a way that keeps athletes healthy, happy and in the sport for decades, not just until the next race.',
    },
    {
      key: 'share-with-purpose',
      title: 'Share with Purpose',
      text: 'We only share what we trust: credible sources, real experience and practical ideas, credited to the people who created them.',
    },
    {
      key: 'train-with-awareness',
      title: 'Train with Awareness',
      text: 'Notice your thoughts, your body and your environment. Awareness is the first mental skill, and the one every other skill builds on.',
    },
  ],
};

export const TEAM_PAGE = {
  title: 'Our Experts',
  description: 'Meet the experts behind our mental fitness resources, and apply to join the team.',
  banner: 'Your Support Crew',
  bannerText: 'Sports psychologists, mental performance coaches and experienced athletes who help you train your mind as well as your body.',
  comingSoonTitle: 'Coming Soon!',
  comingSoonText: 'We are hand-picking the first experts for our network. Their profiles will appear here soon, so you can find the right person for your goals.',
  formHeading: 'Join Our Team of Experts',
  formIntro: 'Are you a sports psychologist, mental performance coach or athlete with a story to share? Tell us about yourself and we will be in touch.',
};

export const OFFERINGS = {
  title: 'What We Offer',
  description: 'Video interviews, a curated resource library, and soon group discussions and coaching for endurance athletes.',
  eyebrow: 'What We Offer',
  heading: 'Ways to train your mind with us',
  intro: 'Start today with free resources, and help us shape what comes next.',
  video: {
    title: 'Video Channel',
    text: 'Interviews with sports psychologists, coaches and athletes, plus short practical sessions you can use before your next workout.',
    linkLabel: 'Visit our video channel',
  },
  blog: {
    title: 'Resource Library',
    text: 'Curated articles, book lists and podcast picks, organised by fuel group, sport and training phase.',
    linkLabel: 'Read the blog',
    href: '/blog',
  },
  comingSoon: {
    title: 'Coming Soon: Group Discussions & Coaching',
    text: 'Small-group discussions led by experts, and one-to-one coaching for athletes who want a personal plan for the mental side of their sport.',
    linkLabel: 'Register Your Interest',
    href: '/#offerings',
  },
  suggest: {
    title: 'Have an idea for us?',
    text: 'Tell us what you want to learn about, whom we should interview or which format suits you best.',
    linkLabel: 'Suggest a Topic or Format',
    href: '/#suggest-topic',
  },
  /** The home page's section (#offerings) with the interest registration form. */
  home: {
    heading: 'What We Offer',
    intro: 'Free resources today, and more ways to work with experts soon.',
    formHeading: 'Register Your Interest',
    formIntro: 'Be the first to hear when group discussions and coaching open, and help us shape them.',
  },
};

export const SUGGEST_SECTION = {
  heading: 'Suggest a Topic or Format',
  intro: 'What should we cover next? Suggest a topic, an expert we should interview or a format you would love to see. We read every suggestion.',
};
