/** The founder story on the home page: the last three paragraphs stay hidden until "Read More". */
export const FOUNDER_STORY = {
  eyebrow: 'Our story',
  heading: 'Why I started {brand}',
  readMore: 'Read More',
  readLess: 'Read Less',
  signature: 'Founder, {brand}',
  /** How many paragraphs, counted from the end, "Read More" reveals. */
  hiddenCount: 3,
  paragraphs: [
    'I have been an endurance athlete for most of my adult life: marathons first, then triathlon, then the long, quiet miles of trail ultras. For years I believed that if I got the physical training right, the results would follow.',
    'Then came a race where my legs were ready and my head was not. Halfway through, a voice I did not recognise told me I was done. I listened, and I walked off the course with a body that still had plenty left to give.',
    'That day started a long search. I read everything I could find on sports psychology, talked to coaches and psychologists, and asked other athletes how they got through the dark patches. I found brilliant ideas, but they were scattered, full of jargon and rarely written for people who train before work.',
    'Slowly I built my own toolkit: a few minutes of visualization before key sessions, process goals for every race, a breathing routine for the start line, and kinder words for the moments when things went wrong. My training barely changed. My racing changed completely.',
    'More than the results, it changed how I felt about the sport. I stopped dreading hard sessions and started enjoying race mornings. I understood that mental fitness is not a talent you either have or lack; it is a skill you train, just like your aerobic base.',
    '{brand} is the resource I wish I had found back then: the best mental training knowledge in one place, organised around the way athletes actually train, and a growing community of experts who can help you go further.',
    'Wherever you are on your journey, from your first 5K to your tenth long-distance triathlon, you are welcome here. Let us train the whole human, together.',
  ],
};
